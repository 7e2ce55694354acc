import { describe, expect, it } from "vitest";
import { charactersOf, revealedCount, typewriterMsPerCharacter } from "./typewriter";

describe("the typewriter reveal", () => {
  it("YOUR-07: reveals one character every 20 ms", () => {
    expect(typewriterMsPerCharacter).toBe(20);
    expect(revealedCount(0, 10)).toBe(0);
    expect(revealedCount(19, 10)).toBe(0);
    expect(revealedCount(20, 10)).toBe(1);
    expect(revealedCount(100, 10)).toBe(5);
  });

  it("YOUR-07: stops at the whole text", () => {
    expect(revealedCount(10_000, 10)).toBe(10);
    expect(revealedCount(-5, 10)).toBe(0);
  });

  it("YOUR-07: Persian letters, half-spaces and emoji are revealed as the reader sees them", () => {
    expect(charactersOf("می‌شود")).toEqual(["م", "ی\u200c", "ش", "و", "د"]);
    expect(charactersOf("👍🏽!")).toEqual(["👍🏽", "!"]);
  });
});
