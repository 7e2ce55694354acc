import { changePasswordSchema } from "@shared/profile";
import { describe, expect, it } from "vitest";
import { passwordWarnings, resetPasswordFormSchema } from "./password-rules";

type ChangeField = "currentPassword" | "newPassword" | "confirmPassword";
const change = (values: Record<ChangeField, string>, shown: ReadonlySet<ChangeField> | "all" = "all") =>
  passwordWarnings(changePasswordSchema, values, shown);
const typed = (...fields: ChangeField[]) => new Set(fields);

describe("the password rules of the change dialog and the reset form", () => {
  it("PROF-30: an empty new password or confirmation asks to fill in all fields", () => {
    expect(change({ currentPassword: "old-secret", newPassword: "", confirmPassword: "secret99" }).alert).toBe(
      "fillAllFields",
    );
    expect(change({ currentPassword: "old-secret", newPassword: "secret99", confirmPassword: "" }).alert).toBe(
      "fillAllFields",
    );
  });

  it("PROF-34: the current password is required too (DESIGN d6)", () => {
    const warnings = change({ currentPassword: "", newPassword: "secret99", confirmPassword: "secret99" });
    expect(warnings.alert).toBe("fillAllFields");
    expect(warnings.fields).toEqual({ currentPassword: "fillAllFields" });
  });

  it("PROF-31: a confirmation that differs from the new password says they are not the same", () => {
    const warnings = change({ currentPassword: "old-secret", newPassword: "secret99", confirmPassword: "secret98" });
    expect(warnings).toEqual({ alert: null, fields: { confirmPassword: "passwordsDiffer" } });
  });

  it("PROF-32: a new password shorter than 6 characters is refused", () => {
    const warnings = change({ currentPassword: "old-secret", newPassword: "abc12", confirmPassword: "abc12" });
    expect(warnings).toEqual({ alert: null, fields: { newPassword: "passwordTooShort" } });
    expect(change({ currentPassword: "x", newPassword: "abc123", confirmPassword: "abc123" })).toEqual({
      alert: null,
      fields: {},
    });
  });

  it("PROF-33: while typing, only the fields typed in speak up", () => {
    const values = { currentPassword: "", newPassword: "abc", confirmPassword: "" };
    expect(change(values, typed())).toEqual({ alert: null, fields: {} });
    expect(change(values, typed("newPassword"))).toEqual({ alert: null, fields: { newPassword: "passwordTooShort" } });
    expect(change({ ...values, confirmPassword: "ab" }, typed("newPassword", "confirmPassword"))).toEqual({
      alert: null,
      fields: { newPassword: "passwordTooShort", confirmPassword: "passwordsDiffer" },
    });
  });

  it("PROF-33: a field typed in and emptied again asks to fill in all fields at once", () => {
    const warnings = change({ currentPassword: "", newPassword: "", confirmPassword: "" }, typed("newPassword"));
    expect(warnings).toEqual({ alert: "fillAllFields", fields: { newPassword: "fillAllFields" } });
  });

  it("PROF-33: the warning clears as soon as the rule is met", () => {
    const shown = typed("newPassword", "confirmPassword");
    expect(change({ currentPassword: "", newPassword: "secret99", confirmPassword: "secret9" }, shown).fields).toEqual({
      confirmPassword: "passwordsDiffer",
    });
    expect(change({ currentPassword: "", newPassword: "secret99", confirmPassword: "secret99" }, shown).fields).toEqual(
      {},
    );
  });

  it("PROF-37: the reset form on /auth has the same rules without a current password", () => {
    const reset = (newPassword: string, confirmPassword: string) =>
      passwordWarnings(resetPasswordFormSchema, { newPassword, confirmPassword }, "all");
    expect(reset("", "").alert).toBe("fillAllFields");
    expect(reset("abc", "abc").fields).toEqual({ newPassword: "passwordTooShort" });
    expect(reset("secret99", "secret98").fields).toEqual({ confirmPassword: "passwordsDiffer" });
    expect(reset("secret99", "secret99")).toEqual({ alert: null, fields: {} });
    expect(reset("x".repeat(129), "x".repeat(129)).fields).toEqual({ newPassword: "tooLong" });
  });
});
