import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("an avatar without a picture", () => {
  it("PROF-05: shows the first letters of the name, kept apart so Persian ones never join into a word", () => {
    expect(initialsOf("Sara Ahmadi", "s@example.com")).toBe("S\u200CA");
    expect(initialsOf("سارا احمدی رضایی", "s@example.com")).toBe("س\u200Cا");
    expect(initialsOf("مینا", "s@example.com")).toBe("م");
  });

  it("PROF-05: falls back to the e-mail's first letter when the name is empty", () => {
    expect(initialsOf("  ", "mina@example.com")).toBe("M");
  });
});
