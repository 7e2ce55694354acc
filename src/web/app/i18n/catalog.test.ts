import { apiErrorCodes } from "@shared/api-error-codes";
import { describe, expect, it } from "vitest";
import { fa as coreFa } from "@/i18n/fa";
import { fullCatalogs, pageCatalogs } from "./full-catalogs";

const { fa, en } = fullCatalogs;

/** Each message of a nested catalogue as [dotted key, text]. */
function messagesOf(catalog: object, prefix = ""): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]): [string, string][] =>
    typeof value === "object" && value !== null
      ? messagesOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const keysOf = (catalog: object) => messagesOf(catalog).map(([key]) => key);

describe("translation catalogues", () => {
  it("SHELL-04: a page's sections never replace a section of the core catalogue or of another page", () => {
    const sections = [coreFa, ...pageCatalogs.map((catalog) => catalog.fa)].flatMap((catalog) => Object.keys(catalog));
    expect(sections.length).toBe(new Set(sections).size);
  });

  it("SHELL-04: every key of the Persian catalogue exists in the English one", () => {
    const english = new Set(keysOf(en));
    expect(keysOf(fa).filter((key) => !english.has(key))).toEqual([]);
  });

  it("SHELL-04: every key of the English catalogue exists in the Persian one", () => {
    const persian = new Set(keysOf(fa));
    expect(keysOf(en).filter((key) => !persian.has(key))).toEqual([]);
  });

  it("SHELL-04: no message is empty in either language", () => {
    const empty = [...messagesOf(fa), ...messagesOf(en)].filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  it("SHELL-04: every API error code has a message in both languages", () => {
    for (const code of apiErrorCodes) {
      expect(en.errors[code]).toBeTruthy();
      expect(fa.errors[code]).toBeTruthy();
    }
  });

  it("SHELL-05: the Persian catalogue writes its numbers in Persian digits", () => {
    // Latin digits only inside Latin names: a file type (mp4), the card's CVV2 and the shape of a bot token.
    const latinNames = /CVV2|mp4|123456789:AA/g;
    const withLatinDigits = messagesOf(fa).filter(([, text]) => /[0-9]/.test(text.replace(latinNames, "")));
    expect(withLatinDigits).toEqual([]);
  });

  it("SHELL-04: the specification's messages appear word for word in English", () => {
    expect(en.auth.errors.fillAllFields).toBe("Please fill in all fields");
    expect(en.auth.errors.passwordTooShort).toBe("Password must be at least 6 characters");
    expect(en.auth.errors.invalidCredentials).toBe("email or password is wrong");
    expect(en.auth.errors.signInFailed).toBe("error signing in");
    expect(en.auth.errors.emailTaken).toBe("this email is already registered");
    expect(en.auth.errors.signUpFailed).toBe("error creating account");
    expect(en.auth.signedIn).toBe("login successful");
    expect(en.dashboard.dearUser).toBe("dear user");
    expect(en.dashboard.premium).toBe("premium member");
    expect(en.dashboard.free).toBe("free account");
  });

  it("daily content's messages are the specification's words", () => {
    const daily = en.dailyContent;
    expect(daily.empty.title).toBe("today's content is not ready");
    expect(daily.signInToGenerate).toBe("you must sign in to generate content");
    expect(daily.generated).toBe("new content generated");
    expect(daily.generateFailed).toBe("error generating content, please try again");
    expect(daily.edit.saved).toBe("Changes saved!");
    expect(daily.edit.saveFailed).toBe("Error saving changes");
    expect(daily.assistant.improved).toBe("Content successfully improved! Changes applied.");
    expect(daily.assistant.failedToast).toBe(
      "Unfortunately, an error occurred in content improvement. Please try again.",
    );
    expect(daily.assistant.failedReply).toBe("unfortunately an error occurred improving content");
    expect(daily.assistant.networkToast).toBe("error improving content");
    expect(daily.copied).toBe("{{item}} copied");
  });
});
