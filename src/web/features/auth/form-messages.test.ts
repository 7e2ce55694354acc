import { signInSchema, signUpSchema } from "@shared/account";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldMessageKey, formAlertKey } from "./form-messages";

/** What react-hook-form shows after the zod resolver: the first message per field. */
function errorsOf(result: { error?: z.ZodError }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

describe("auth form messages", () => {
  it("AUTH-08: an empty sign-in form asks to fill in all fields", () => {
    const errors = errorsOf(signInSchema.safeParse({ email: "", password: "" }));
    expect(formAlertKey(errors, null)).toBe("fillAllFields");
  });

  it("AUTH-09: a sign-up form with an empty field asks to fill in all fields", () => {
    const errors = errorsOf(signUpSchema.safeParse({ fullName: "", email: "a@b.ir", password: "secret1" }));
    expect(formAlertKey(errors, null)).toBe("fillAllFields");
    expect(fieldMessageKey({ type: "too_small", message: "fillAllFields" })).toBeUndefined();
  });

  it("AUTH-10: a short sign-up password is reported under the password field", () => {
    const errors = errorsOf(signUpSchema.safeParse({ fullName: "Sara", email: "a@b.ir", password: "12345" }));
    expect(formAlertKey(errors, null)).toBeNull();
    expect(fieldMessageKey({ type: "too_small", message: "passwordTooShort" })).toBe("passwordTooShort");
    expect(errors.password?.message).toBe("passwordTooShort");
  });

  it("a service failure is shown above the button when the fields are filled", () => {
    expect(formAlertKey({}, "invalidCredentials")).toBe("invalidCredentials");
  });
});
