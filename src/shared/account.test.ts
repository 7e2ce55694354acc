import { describe, expect, it } from "vitest";
import { maxNameLength, signInSchema, signUpSchema } from "./account";

const signUp = (fields: Partial<Record<"fullName" | "email" | "password", string>>) =>
  signUpSchema.safeParse({ fullName: "Sara", email: "sara@example.com", password: "secret123", ...fields });
const firstMessage = (result: ReturnType<typeof signUp>) => result.error?.issues[0]?.message;

describe("the sign-up form's checks (the server makes the same)", () => {
  it(`a full name over ${maxNameLength} characters is refused with the name-too-long message`, () => {
    expect(firstMessage(signUp({ fullName: "ب".repeat(maxNameLength + 1) }))).toBe("nameTooLong");
    expect(signUp({ fullName: "ب".repeat(maxNameLength) }).success).toBe(true);
  });

  it("a name loses bidi overrides and zero-width characters and keeps the Persian half-space", () => {
    expect(signUp({ fullName: "\u202Eمی\u200Cخواهم\u200B\u2066\uFEFF " }).data?.fullName).toBe("می\u200Cخواهم");
  });

  it("a name of invisible characters only is an empty name; a second line is not allowed", () => {
    expect(firstMessage(signUp({ fullName: "\u200B\u202E" }))).toBe("fillAllFields");
    expect(firstMessage(signUp({ fullName: "Sara\nAdmin" }))).toBe("invalidCharacters");
  });

  it("control characters in an e-mail or password are refused; a tab in a password is not", () => {
    expect(signUp({ password: "secret\u0000123" }).success).toBe(false);
    expect(signUp({ password: "tab\tpass" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "a\u0000@example.com", password: "x" }).success).toBe(false);
  });
});
