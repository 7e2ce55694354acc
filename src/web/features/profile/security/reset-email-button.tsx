import { Mail } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { toast } from "sonner";
import { usePasswordFailureText } from "@/components/password/password-failures";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRequestPasswordReset } from "@/lib/auth/request-password-reset";
import { SecurityAction } from "./security-action";

/** 000 §2, §7, §8: e-mails the signed-in user a link that leads back to /auth to set a new password. */
export function ResetEmailButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const failureText = usePasswordFailureText();

  function send() {
    request.mutate(email, {
      onSuccess: () => toast.success(t("profileSecurity.resetEmail.sent")),
      onError: (error) => toast.error(failureText(error, t("profileSecurity.resetEmail.failed"))),
    });
  }

  return (
    <SecurityAction
      description={
        <>
          <span className="block font-medium text-foreground">{t("profileSecurity.resetEmail.title")}</span>
          <Trans
            i18nKey="profileSecurity.resetEmail.description"
            values={{ email }}
            components={{ email: <bdi dir="ltr" className="font-medium" /> }}
          />
        </>
      }
    >
      <Button variant="outline" onClick={send} disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? <Spinner /> : <Mail aria-hidden="true" />}
        {t("profileSecurity.resetEmail.send")}
      </Button>
    </SecurityAction>
  );
}
