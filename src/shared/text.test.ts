import { describe, expect, it } from "vitest";
import { calendarDateSchema, nameText, typedText, withoutSpoofingCharacters } from "./text";

const halfSpaced = "می\u200Cخواهم";

describe("typed text", () => {
  it("refuses NUL, escape, bell, DEL and C1 control characters", () => {
    for (const text of ["a\u0000b", "\u001b[31mred", "ding\u0007", "a\u007Fb", "a\u0085b", "a\rb"]) {
      expect(
        typedText()
          .safeParse(text)
          .error?.issues.map((issue) => issue.message),
        JSON.stringify(text),
      ).toEqual(["invalidCharacters"]);
    }
  });

  it("keeps newlines, tabs, emoji and the Persian half-space", () => {
    const text = `خط اول\nخط\tدوم ${halfSpaced} 👩‍💻`;
    expect(typedText().parse(text)).toBe(text);
  });
});

describe("names and titles", () => {
  it("lose bidi overrides, embeddings, isolates and marks, zero-width spaces and joiners, and BOM", () => {
    const spoofed =
      "\u202Egnp.exe\u202C\u200B\u200D\u200E\u200F\u061C\u202A\u202B\u202D\u2060\u2066\u2067\u2068\u2069\uFEFF";
    expect(withoutSpoofingCharacters(spoofed)).toBe("gnp.exe");
    expect(nameText().parse(`\u202Bسارا\u202C ${halfSpaced}`)).toBe(`سارا ${halfSpaced}`);
  });

  it("keep the zero-width non-joiner Persian needs", () => {
    expect(withoutSpoofingCharacters(halfSpaced)).toBe(halfSpaced);
  });

  it("keep the joiner inside an emoji sequence, and only there", () => {
    const coder = "\u{1F469}\u200D\u{1F4BB}";
    expect(withoutSpoofingCharacters(`${coder} a\u200Db`)).toBe(`${coder} ab`);
  });

  it("are measured and checked for blankness after the invisible characters are gone", () => {
    const schema = nameText().trim().min(1, "blank").max(3, "tooLong");
    expect(schema.safeParse("\u202E\u200B ").error?.issues.map((issue) => issue.message)).toEqual(["blank"]);
    expect(schema.parse("\u202Eabc\u202C")).toBe("abc");
  });

  it("still refuse control characters", () => {
    expect(nameText().safeParse("Sara\u0000").success).toBe(false);
  });
});

describe("calendar dates", () => {
  it("accept real days, leap days included", () => {
    for (const day of ["2024-02-29", "2000-02-29", "2025-12-31", "0001-01-01"]) {
      expect(calendarDateSchema.safeParse(day).success, day).toBe(true);
    }
  });

  it("refuse days that are not on the calendar and other shapes", () => {
    for (const day of [
      "2024-02-30",
      "2023-02-29",
      "1900-02-29",
      "2024-13-01",
      "2024-00-10",
      "2024-04-31",
      "0000-01-01",
    ]) {
      expect(calendarDateSchema.safeParse(day).error?.issues[0]?.message, day).toBe("invalidDate");
    }
    for (const text of ["2024-1-01", "20240101", "2024-01-01T00:00:00Z", "2024-01-01\u0000"]) {
      expect(calendarDateSchema.safeParse(text).success, text).toBe(false);
    }
  });
});
