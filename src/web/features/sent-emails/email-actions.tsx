import type { SentEmail } from "@shared/sent-emails";
import { unresendableKinds } from "@shared/sent-emails";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useAuth } from "@/lib/auth/auth-context";
import { useRequestPasswordReset } from "@/lib/auth/request-password-reset";
import { useFormat } from "@/lib/format";
import { useResendEmail } from "./api/resend-email";
import { useSentEmailsQueryKey } from "./api/sent-emails-query-key";

/**
 * STAT-33: a failed e-mail offers resend; a failed reset e-mail offers a new link instead, since its own
 * link works once and for an hour. Nothing for a delivered one.
 */
export function EmailActions({ email }: { email: SentEmail }) {
  if (email.resendable) return <ResendButton email={email} />;
  if (email.status === "failed" && unresendableKinds.includes(email.kind)) return <NewResetLinkButton />;
  return null;
}

function ResendButton({ email }: { email: SentEmail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const resend = useResendEmail();
  function send() {
    resend.mutate(email.id, {
      onSuccess: (sent) => {
        if (sent.status === "delivered") toast.success(t("sentEmails.resend.sent"));
        else toast.error(t("sentEmails.resend.failedAgain"), { description: sent.error ?? undefined });
      },
      onError: (error) =>
        toast.error(t("sentEmails.resend.failed"), { description: apiErrorMessage(t, error, format.locale) }),
    });
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={send}
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      aria-label={`${t("sentEmails.resend.button")} — ${email.subject}`}
    >
      {resend.isPending ? <Spinner /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
      {resend.isPending ? t("sentEmails.resend.sending") : t("sentEmails.resend.button")}
    </Button>
  );
}

function NewResetLinkButton() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const request = useRequestPasswordReset();
  const queryClient = useQueryClient();
  const key = useSentEmailsQueryKey();
  if (!user) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={request.isPending}
      aria-busy={request.isPending}
      title={t("sentEmails.resend.resetNote")}
      onClick={() =>
        request.mutate(user.email, {
          onSuccess: () => {
            toast.success(t("sentEmails.resend.newLinkSent"));
            void queryClient.invalidateQueries({ queryKey: key });
          },
          onError: () => toast.error(t("sentEmails.resend.newLinkFailed")),
        })
      }
    >
      {request.isPending ? <Spinner /> : <KeyRound aria-hidden="true" />}
      {t("sentEmails.resend.newLink")}
    </Button>
  );
}
