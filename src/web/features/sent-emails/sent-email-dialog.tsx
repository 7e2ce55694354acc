import type { SentEmail } from "@shared/sent-emails";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useFormat } from "@/lib/format";
import { EmailActions } from "./email-actions";
import { EmailStatusBadge } from "./email-status-badge";
import { emailKindLabel } from "./email-words";

/**
 * STAT-29: one e-mail as the user received it. The text body only, as plain text (the html is never put
 * in the page); reset links in it come redacted from the server.
 */
export function SentEmailDialog({ email, onClose }: { email: SentEmail; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("sentEmails.view.close")} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle dir="auto" className="wrap-anywhere">
            {email.subject}
          </DialogTitle>
          <DialogDescription>{emailKindLabel(t, email.kind)}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t("sentEmails.view.to")}</dt>
          <dd className="min-w-0">
            <bdi dir="ltr" className="break-all">
              {email.to}
            </bdi>
          </dd>
          <dt className="text-muted-foreground">{t("sentEmails.view.date")}</dt>
          <dd>{format.dateTime(email.sent_at)}</dd>
          <dt className="text-muted-foreground">{t("sentEmails.view.status")}</dt>
          <dd>
            <EmailStatusBadge status={email.status} />
          </dd>
          {email.error && (
            <>
              <dt className="text-muted-foreground">{t("sentEmails.view.error")}</dt>
              <dd className="wrap-anywhere text-danger" dir="ltr">
                {email.error}
              </dd>
            </>
          )}
        </dl>
        <section aria-label={t("sentEmails.view.body")} className="flex flex-col gap-2">
          <h3 className="font-medium text-sm">{t("sentEmails.view.body")}</h3>
          <div
            dir="auto"
            className="wrap-anywhere max-h-80 overflow-y-auto whitespace-pre-line rounded-lg border bg-muted/40 p-3 text-sm leading-relaxed"
          >
            {email.text}
          </div>
          {email.kind === "password-reset" && (
            <p className="text-muted-foreground text-xs">{t("sentEmails.view.redacted")}</p>
          )}
        </section>
        <div className="flex justify-end">
          <EmailActions email={email} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
