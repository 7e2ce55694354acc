import { zodResolver } from "@hookform/resolvers/zod";
import { deleteAccountSchema } from "@shared/profile";
import { Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { FormAlert } from "@/components/form-alert";
import { passwordFailureKey, usePasswordFailureText } from "@/components/password/password-failures";
import { TextField } from "@/components/text-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth/auth-context";
import { useDeleteAccount } from "./api/delete-account";

type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** 000 §2, §4 and DESIGN d7: deleting the account asks for the password; cancelling changes nothing. */
export function DeleteAccountDialog() {
  const { t } = useTranslation();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          {t("profileSecurity.deleteAccount.open")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("profileSecurity.deleteAccount.dialogTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("profileSecurity.deleteAccount.dialogDescription")}</AlertDialogDescription>
        </AlertDialogHeader>
        <DeleteAccountForm />
      </AlertDialogContent>
    </AlertDialog>
  );
}

function DeleteAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const failureText = usePasswordFailureText();
  const { register, handleSubmit, formState, setFocus } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });
  const wrongPassword = remove.isError && passwordFailureKey(remove.error) === "wrongPassword";
  const alert = formState.errors.password
    ? t("accountPassword.rules.fillAllFields")
    : remove.isError && !wrongPassword
      ? failureText(remove.error, t("profileSecurity.deleteAccount.failed"))
      : null;

  function submit({ password }: DeleteAccountInput) {
    remove.mutate(password, {
      // Forgotten as a sign-out does and sent home in the same render, so no page in between
      // sees a half-signed-out user (and this dialog is not unmounted before it gets here).
      onSuccess: () => {
        void signOut();
        navigate("/", { replace: true });
        toast.success(t("profileSecurity.deleteAccount.deleted"));
      },
      onError: (error) => {
        if (passwordFailureKey(error) === "wrongPassword") setFocus("password");
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4">
      <TextField
        id="delete-account-password"
        type="password"
        autoComplete="current-password"
        label={t("profileSecurity.deleteAccount.password")}
        invalid={formState.errors.password !== undefined}
        error={wrongPassword ? t("accountPassword.failures.wrongPassword") : undefined}
        {...register("password")}
      />
      <FormAlert message={alert} />
      <AlertDialogFooter>
        <AlertDialogCancel>{t("profileSecurity.deleteAccount.cancel")}</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending}>
          {remove.isPending && <Spinner />}
          {t("profileSecurity.deleteAccount.confirm")}
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
