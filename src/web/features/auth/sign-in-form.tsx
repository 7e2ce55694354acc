import { zodResolver } from "@hookform/resolvers/zod";
import { type SignInInput, signInSchema } from "@shared/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormAlert } from "@/components/form-alert";
import { TextField } from "@/components/text-field";
import { useAuth } from "@/lib/auth/auth-context";
import type { AuthFailure } from "@/lib/auth/auth-failures";
import { useFormat } from "@/lib/format";
import { fieldMessageKey, formAlertKey } from "./form-messages";
import { SubmitButton } from "./submit-button";

export function SignInForm() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const format = useFormat();
  const [refusal, setRefusal] = useState<{ failure: AuthFailure; waitSeconds?: number } | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;
  const alertKey = formAlertKey(errors, refusal?.failure ?? null);
  const wait = { wait: refusal?.waitSeconds ? format.wait(refusal.waitSeconds) : "" };
  const emailKey = fieldMessageKey(errors.email);

  async function submit(values: SignInInput) {
    setRefusal(null);
    const result = await signIn(values);
    if (result.ok) toast.success(t("auth.signedIn"));
    else setRefusal(result);
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <TextField
        id="sign-in-email"
        type="email"
        autoComplete="email"
        dir="ltr"
        label={t("auth.email")}
        invalid={errors.email !== undefined}
        error={emailKey && t(`auth.errors.${emailKey}`)}
        {...register("email")}
      />
      <TextField
        id="sign-in-password"
        type="password"
        autoComplete="current-password"
        label={t("auth.password")}
        invalid={errors.password !== undefined}
        {...register("password")}
      />
      <FormAlert message={alertKey && t(`auth.errors.${alertKey}`, wait)} />
      <SubmitButton busy={isSubmitting}>{t("auth.signInSubmit")}</SubmitButton>
    </form>
  );
}
