import type { SentEmail } from "@shared/sent-emails";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { EmailActions } from "./email-actions";
import { EmailStatusBadge } from "./email-status-badge";
import { emailKindLabel } from "./email-words";

interface SentEmailListProps {
  emails: readonly SentEmail[];
  busy: boolean;
  onView: (email: SentEmail) => void;
}

/** STAT-29..31: subject (opens the view dialog), type, recipient, date and status; a table, cards on a phone. */
export function SentEmailList({ emails, busy, onView }: SentEmailListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const viewButton = (email: SentEmail) => (
    <button
      type="button"
      dir="auto"
      onClick={() => onView(email)}
      aria-label={t("sentEmails.list.view", { subject: email.subject })}
      className="wrap-anywhere text-start font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring dark:text-accent-foreground"
    >
      {email.subject}
    </button>
  );
  const recipient = (email: SentEmail) => (
    <bdi dir="ltr" className="break-all">
      {email.to}
    </bdi>
  );
  return (
    <div aria-busy={busy}>
      <section
        aria-label={t("sentEmails.list.label")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring max-sm:hidden"
      >
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">{t("sentEmails.list.label")}</caption>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              {(["subject", "kind", "to", "date", "status", "actions"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                  {t(`sentEmails.list.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <tr key={email.id} className="border-t align-top">
                <td className="min-w-48 max-w-xs px-3 py-2">{viewButton(email)}</td>
                <td className="whitespace-nowrap px-3 py-2">{emailKindLabel(t, email.kind)}</td>
                <td className="max-w-56 px-3 py-2">{recipient(email)}</td>
                <td className="whitespace-nowrap px-3 py-2">{format.dateTime(email.sent_at)}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <EmailStatusBadge status={email.status} />
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <EmailActions email={email} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ul aria-label={t("sentEmails.list.label")} className="flex flex-col gap-3 sm:hidden">
        {emails.map((email) => (
          <li key={email.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              {viewButton(email)}
              <EmailStatusBadge status={email.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
              <dt className="text-muted-foreground">{t("sentEmails.list.kind")}:</dt>
              <dd>{emailKindLabel(t, email.kind)}</dd>
              <dt className="text-muted-foreground">{t("sentEmails.list.to")}:</dt>
              <dd className="min-w-0">{recipient(email)}</dd>
              <dt className="text-muted-foreground">{t("sentEmails.list.date")}:</dt>
              <dd>{format.dateTime(email.sent_at)}</dd>
            </dl>
            <EmailActions email={email} />
          </li>
        ))}
      </ul>
    </div>
  );
}
