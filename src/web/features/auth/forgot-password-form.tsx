import { zodResolver } from "@hookform/resolvers/zod";
import { signUpSchema } from "@shared/account";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { TextField } from "@/components/text-field";
import { useRequestPasswordReset } from "@/lib/auth/request-password-reset";
import { fieldMessageKey, formAlertKey } from "./form-messages";
import "@/components/password/catalog";
import { usePasswordFailureText } from "@/components/password/password-failures";
import { SubmitButton } from "./submit-button";

const emailFormSchema = z.object({ email: signUpSchema.shape.email });
type EmailFormInput = z.infer<typeof emailFormSchema>;

/** Asks for the reset e-mail (000 §7) from /auth: "forgot your password?" and an expired link lead here. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const failureText = usePasswordFailureText();
  const { register, handleSubmit, formState } = useForm<EmailFormInput>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: "" },
  });
  const { errors } = formState;
  const alertKey = formAlertKey(errors, null);
  const emailKey = fieldMessageKey(errors.email);
  const alert = alertKey
    ? t(`auth.errors.${alertKey}`)
    : request.isError
      ? failureText(request.error, t("accountPassword.forgot.failed"))
      : null;

  function submit({ email }: EmailFormInput) {
    request.mutate(email, { onSuccess: () => toast.success(t("accountPassword.forgot.sent")) });
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <TextField
        id="forgot-password-email"
        type="email"
        autoComplete="email"
        dir="ltr"
        label={t("auth.email")}
        invalid={errors.email !== undefined}
        error={emailKey && t(`auth.errors.${emailKey}`)}
        {...register("email")}
      />
      {request.isSuccess && (
        <p role="status" className="rounded-md bg-muted p-3 text-sm leading-relaxed">
          <Trans
            i18nKey="accountPassword.forgot.sentDetail"
            values={{ email: request.variables }}
            components={{ email: <bdi dir="ltr" className="font-medium" /> }}
          />
        </p>
      )}
      <FormAlert message={alert} />
      <SubmitButton busy={request.isPending}>{t("accountPassword.forgot.submit")}</SubmitButton>
    </form>
  );
}
