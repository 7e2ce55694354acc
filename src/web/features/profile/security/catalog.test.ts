import { describe, expect, it } from "vitest";
import { accountPasswordCatalog } from "@/components/password/catalog";
import { profileSecurityCatalog } from "./catalog";

const { profileSecurity } = profileSecurityCatalog.en;
const { accountPassword } = accountPasswordCatalog.en;

describe("the security tab's messages", () => {
  it("the password rules use the specification's words", () => {
    expect(accountPassword.rules.fillAllFields).toBe("please fill in all fields");
    expect(accountPassword.rules.passwordsDiffer).toBe("new password and its confirmation are not the same");
    expect(accountPassword.rules.passwordTooShort).toBe("password must be at least 6 characters");
  });

  it("changing the password says it was changed, or that it failed", () => {
    expect(profileSecurity.changeDialog.changed).toMatch(/password changed/);
    expect(profileSecurity.changeDialog.failed).toBe("error changing password");
  });

  it("the reset e-mail is confirmed as sent, or reported as failed", () => {
    expect(profileSecurity.resetEmail.sent).toBe("reset email sent");
    expect(profileSecurity.resetEmail.failed).toBe("error sending email");
  });
});
