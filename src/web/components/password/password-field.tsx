import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "@/components/text-field";
import "./catalog";
import type { PasswordRuleKey } from "./password-rules";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "error" | "invalid"> & {
  /** The rule this field breaks; "please fill in all fields" only marks it, the form says it once. */
  rule?: PasswordRuleKey;
  /** What the server said about this field (a wrong current password); shown instead of the rule. */
  failure?: string;
};

/** A password input with its inline warning (000 §5). */
export function PasswordField({ rule, failure, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const message = failure ?? (rule && rule !== "fillAllFields" ? t(`accountPassword.rules.${rule}`) : undefined);
  return <TextField type="password" invalid={rule !== undefined} error={message} {...props} />;
}
