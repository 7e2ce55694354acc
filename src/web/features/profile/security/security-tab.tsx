import "./catalog";
import "@/components/password/catalog";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordDialog } from "./change-password-dialog";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ResetEmailButton } from "./reset-email-button";
import { SecurityAction } from "./security-action";

/** 000 §2: the profile's security tab: change the password, e-mail a reset link, delete the account. */
export function SecurityTab({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{t("profileSecurity.password.title")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <SecurityAction description={t("profileSecurity.password.description")}>
            <ChangePasswordDialog />
          </SecurityAction>
          <ResetEmailButton email={email} />
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>{t("profileSecurity.deleteAccount.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <SecurityAction description={t("profileSecurity.deleteAccount.description")}>
            <DeleteAccountDialog />
          </SecurityAction>
        </CardContent>
      </Card>
    </div>
  );
}
