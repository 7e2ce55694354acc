import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormAlert } from "@/components/form-alert";
import { passwordFailureKey, usePasswordFailureText } from "@/components/password/password-failures";
import { PasswordField } from "@/components/password/password-field";
import { type ResetPasswordFormInput, resetPasswordFormSchema } from "@/components/password/password-rules";
import { usePasswordWarnings } from "@/components/password/use-password-warnings";
import { useResetPassword } from "./api/reset-password";
import { SubmitButton } from "./submit-button";

type ResetPasswordFormProps = {
  token: string;
  /** The password was set; the user signs in with it next. */
  onDone: () => void;
  /** The link's token expired or was used meanwhile: the user asks for a new e-mail. */
  onInvalidToken: () => void;
};

/** Sets a new password with the token of the reset e-mail's link (/auth?token=…), with 000 §5's rules. */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const failureText = usePasswordFailureText();
  const { register, handleSubmit, formState, watch } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { warnings, markTyped } = usePasswordWarnings(resetPasswordFormSchema, watch(), formState.isSubmitted);
  const alert = warnings.alert
    ? t(`accountPassword.rules.${warnings.alert}`)
    : reset.isError
      ? failureText(reset.error, t("accountPassword.reset.failed"))
      : null;

  function submit({ newPassword }: ResetPasswordFormInput) {
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(t("accountPassword.reset.done"));
          onDone();
        },
        onError: (error) => {
          if (passwordFailureKey(error) === "invalidToken") onInvalidToken();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <PasswordField
        id="reset-new-password"
        autoComplete="new-password"
        label={t("accountPassword.newPassword")}
        rule={warnings.fields.newPassword}
        {...register("newPassword", { onChange: () => markTyped("newPassword") })}
      />
      <PasswordField
        id="reset-confirm-password"
        autoComplete="new-password"
        label={t("accountPassword.confirmPassword")}
        rule={warnings.fields.confirmPassword}
        {...register("confirmPassword", { onChange: () => markTyped("confirmPassword") })}
      />
      <FormAlert message={alert} />
      <SubmitButton busy={reset.isPending}>{t("accountPassword.reset.submit")}</SubmitButton>
    </form>
  );
}
