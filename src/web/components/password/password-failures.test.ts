import { describe, expect, it } from "vitest";
import { AuthCallError, unwrapAuthCall } from "@/lib/auth/auth-call";
import { passwordFailure, passwordFailureKey } from "./password-failures";

const refused = (status: number, code?: string, message?: string) => new AuthCallError({ status, code, message });

describe("what a refused password call tells the user", () => {
  it("PROF-34: a wrong current password is named as such", () => {
    expect(passwordFailure(refused(400, "INVALID_PASSWORD", "Invalid password"))).toEqual({ key: "wrongPassword" });
  });

  it("a deletion without the password, or with characters that are not allowed, is named as such", () => {
    expect(passwordFailureKey(refused(400, "PASSWORD_REQUIRED", "The current password is required."))).toBe(
      "passwordRequired",
    );
    expect(passwordFailureKey(refused(400, "CONTROL_CHARACTERS", "Not allowed"))).toBe("invalidCharacters");
  });

  it("PROF-36: a known server message is translated", () => {
    expect(passwordFailureKey(refused(400, "PASSWORD_TOO_SHORT", "Password too short"))).toBe("passwordTooShort");
    expect(passwordFailureKey(refused(400, "PASSWORD_TOO_LONG", "Password too long"))).toBe("tooLong");
    expect(passwordFailureKey(refused(429, undefined, "Too many requests"))).toBe("rateLimited");
  });

  it("PROF-36 PROF-39: any other server message is shown as the server wrote it", () => {
    expect(passwordFailure(refused(500, "SOMETHING", "Mail server down"))).toEqual({
      serverMessage: "Mail server down",
    });
  });

  it("PROF-36 PROF-39: without a server message the caller's own error message is used", () => {
    expect(passwordFailure(refused(500))).toBeNull();
    expect(passwordFailure(new TypeError("Failed to fetch"))).toBeNull();
  });

  it("PROF-37: a used or expired reset link is recognised, so a new e-mail can be asked for", () => {
    expect(passwordFailureKey(refused(400, "INVALID_TOKEN", "Invalid token"))).toBe("invalidToken");
  });

  it("a refusal of Better Auth's client is thrown, an answer is returned", async () => {
    await expect(unwrapAuthCall(Promise.resolve({ data: { status: true }, error: null }))).resolves.toEqual({
      status: true,
    });
    await expect(
      unwrapAuthCall(Promise.resolve({ data: null, error: { status: 400, code: "INVALID_PASSWORD" } })),
    ).rejects.toBeInstanceOf(AuthCallError);
  });
});
