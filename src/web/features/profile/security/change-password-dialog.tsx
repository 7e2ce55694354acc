import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordInput, changePasswordSchema } from "@shared/profile";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { FormAlert } from "@/components/form-alert";
import { passwordFailureKey, usePasswordFailureText } from "@/components/password/password-failures";
import { PasswordField } from "@/components/password/password-field";
import { usePasswordWarnings } from "@/components/password/use-password-warnings";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useChangePassword } from "./api/change-password";

/** 000 §2, §4: the change-password dialog; closing it changes nothing. */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          {t("profileSecurity.password.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("profileSecurity.changeDialog.close")}>
        <DialogHeader>
          <DialogTitle>{t("profileSecurity.changeDialog.title")}</DialogTitle>
          <DialogDescription>{t("profileSecurity.changeDialog.description")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        <ChangePasswordForm onChanged={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const failureText = usePasswordFailureText();
  const { register, handleSubmit, formState, watch, setFocus } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { warnings, markTyped } = usePasswordWarnings(changePasswordSchema, watch(), formState.isSubmitted);
  // DESIGN d6: a wrong current password is said under that field; other refusals above the button.
  const wrongCurrent = change.isError && passwordFailureKey(change.error) === "wrongPassword";
  const alert = warnings.alert
    ? t(`accountPassword.rules.${warnings.alert}`)
    : change.isError && !wrongCurrent
      ? failureText(change.error, t("profileSecurity.changeDialog.failed"))
      : null;

  function submit({ currentPassword, newPassword }: ChangePasswordInput) {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t("profileSecurity.changeDialog.changed"));
          onChanged();
        },
        // Focus reads the field's message out to a screen reader.
        onError: (error) => {
          if (passwordFailureKey(error) === "wrongPassword") setFocus("currentPassword");
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <PasswordField
        id="change-current-password"
        autoComplete="current-password"
        label={t("profileSecurity.changeDialog.currentPassword")}
        rule={warnings.fields.currentPassword}
        failure={wrongCurrent ? t("profileSecurity.changeDialog.wrongCurrent") : undefined}
        {...register("currentPassword", { onChange: () => markTyped("currentPassword") })}
      />
      <PasswordField
        id="change-new-password"
        autoComplete="new-password"
        label={t("accountPassword.newPassword")}
        rule={warnings.fields.newPassword}
        {...register("newPassword", { onChange: () => markTyped("newPassword") })}
      />
      <PasswordField
        id="change-confirm-password"
        autoComplete="new-password"
        label={t("accountPassword.confirmPassword")}
        rule={warnings.fields.confirmPassword}
        {...register("confirmPassword", { onChange: () => markTyped("confirmPassword") })}
      />
      <FormAlert message={alert} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t("profileSecurity.changeDialog.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending && <Spinner />}
          {t("profileSecurity.changeDialog.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
