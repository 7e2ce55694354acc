import { describe, expect, it } from "vitest";
import { signInFailure, signInWaitSeconds, signUpFailure } from "./auth-failures";

describe("sign-in and sign-up failures", () => {
  it("AUTH-12: wrong e-mail or password is reported as such", () => {
    expect(
      signInFailure({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }),
    ).toBe("invalidCredentials");
  });

  it("ADM-15: a blocked account's sign-in is told that it is blocked", () => {
    expect(signInFailure({ status: 403, code: "USER_BLOCKED", message: "This account has been blocked." })).toBe(
      "userBlocked",
    );
  });

  it("AUTH-13: any other sign-in failure is a general sign-in error", () => {
    expect(signInFailure({ status: 500, message: "boom" })).toBe("signInFailed");
    expect(signInFailure({ status: 403, code: "BANNED_USER" })).toBe("signInFailed");
  });

  it("AUTH-14: an already registered e-mail is reported as such, by code or by message", () => {
    expect(signUpFailure({ status: 422, code: "USER_ALREADY_EXISTS" })).toBe("emailTaken");
    expect(signUpFailure({ status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe("emailTaken");
    expect(signUpFailure({ status: 400, message: "User already registered" })).toBe("emailTaken");
  });

  it("AUTH-15: any other sign-up failure is a general sign-up error", () => {
    expect(signUpFailure({ status: 500, message: "boom" })).toBe("signUpFailed");
  });

  it("the server's refusal of what was typed is named like the form's own check", () => {
    expect(signUpFailure({ status: 400, code: "NAME_TOO_LONG" })).toBe("nameTooLong");
    expect(signUpFailure({ status: 400, code: "NAME_REQUIRED" })).toBe("fillAllFields");
    expect(signUpFailure({ status: 400, code: "NAME_INVALID" })).toBe("invalidCharacters");
    expect(signUpFailure({ status: 400, code: "CONTROL_CHARACTERS" })).toBe("invalidCharacters");
    expect(signInFailure({ status: 400, code: "CONTROL_CHARACTERS" })).toBe("invalidCharacters");
  });

  it("too many wrong passwords for one account says so, with how long the account waits", () => {
    const refusal = { status: 429, code: "SIGN_IN_WAIT", message: "Too many failed sign-ins", retryAfter: 4 };
    expect(signInFailure(refusal)).toBe("signInWait");
    expect(signInWaitSeconds(refusal)).toBe(4);
    expect(signInWaitSeconds({ status: 429, message: "Too many requests" })).toBeUndefined();
  });

  it("AUTH-32: going over the rate limit says so", () => {
    expect(signInFailure({ status: 429, message: "Too many requests" })).toBe("rateLimited");
    expect(signUpFailure({ status: 429, message: "Too many requests" })).toBe("rateLimited");
  });
});
