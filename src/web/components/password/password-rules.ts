import { changePasswordSchema } from "@shared/profile";
import { z } from "zod";

/** 000 §5's messages for a new password; the keys are the shared schema's messages (`accountPassword.rules.*`). */
export type PasswordRuleKey = "fillAllFields" | "passwordTooShort" | "passwordsDiffer" | "tooLong";

const { newPassword, confirmPassword } = changePasswordSchema.shape;

/** The reset form (/auth?token=): the change form's rules without the current password. */
export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "passwordsDiffer",
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export type PasswordWarnings<Field extends string> = {
  /** "please fill in all fields" is about the whole form, so it is shown once, above the button. */
  alert: "fillAllFields" | null;
  /** The fields to mark invalid, each with its message (fillAllFields ones are shown by `alert`). */
  fields: Partial<Record<Field, PasswordRuleKey>>;
};

const ruleKeys: readonly string[] = ["fillAllFields", "passwordTooShort", "passwordsDiffer", "tooLong"];

function isRuleKey(message: string): message is PasswordRuleKey {
  return ruleKeys.includes(message);
}

function isField<Field extends string>(values: Record<Field, string>, key: PropertyKey | undefined): key is Field {
  return typeof key === "string" && Object.hasOwn(values, key);
}

/**
 * 000 §5: the warnings shown while typing. A field speaks up once the user has typed in it, and every
 * field does after a submit; each shows its first broken rule.
 */
export function passwordWarnings<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, string>,
  shown: ReadonlySet<Field> | "all",
): PasswordWarnings<Field> {
  const fields: Partial<Record<Field, PasswordRuleKey>> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0];
    if (!isField(values, field) || fields[field] !== undefined || !isRuleKey(issue.message)) continue;
    if (shown === "all" || shown.has(field)) fields[field] = issue.message;
  }
  const missing = Object.values(fields).includes("fillAllFields");
  return { alert: missing ? "fillAllFields" : null, fields };
}
