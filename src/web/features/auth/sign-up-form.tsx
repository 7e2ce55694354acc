import { zodResolver } from "@hookform/resolvers/zod";
import { type SignUpInput, signUpSchema } from "@shared/account";
import { brand } from "@shared/brand";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormAlert } from "@/components/form-alert";
import { TextField } from "@/components/text-field";
import { useLanguage } from "@/i18n/use-language";
import { useAuth } from "@/lib/auth/auth-context";
import type { AuthFailure } from "@/lib/auth/auth-failures";
import { fieldMessageKey, formAlertKey } from "./form-messages";
import { SubmitButton } from "./submit-button";

export function SignUpForm() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { signUp } = useAuth();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;
  const alertKey = formAlertKey(errors, failure);
  const fieldMessage = (error: Parameters<typeof fieldMessageKey>[0]) => {
    const key = fieldMessageKey(error);
    return key && t(`auth.errors.${key}`);
  };

  async function submit(values: SignUpInput) {
    setFailure(null);
    const result = await signUp(values);
    if (result.ok) toast.success(t("auth.welcome", { fullName: values.fullName, name: brand.name[locale] }));
    else setFailure(result.failure);
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <TextField
        id="sign-up-full-name"
        autoComplete="name"
        label={t("auth.fullName")}
        invalid={errors.fullName !== undefined}
        error={fieldMessage(errors.fullName)}
        {...register("fullName")}
      />
      <TextField
        id="sign-up-email"
        type="email"
        autoComplete="email"
        dir="ltr"
        label={t("auth.email")}
        invalid={errors.email !== undefined}
        error={fieldMessage(errors.email)}
        {...register("email")}
      />
      <TextField
        id="sign-up-password"
        type="password"
        autoComplete="new-password"
        placeholder={t("auth.passwordPlaceholder")}
        label={t("auth.password")}
        invalid={errors.password !== undefined}
        error={fieldMessage(errors.password)}
        {...register("password")}
      />
      <FormAlert message={alertKey && t(`auth.errors.${alertKey}`)} />
      <SubmitButton busy={isSubmitting}>{t("auth.signUpSubmit")}</SubmitButton>
    </form>
  );
}
