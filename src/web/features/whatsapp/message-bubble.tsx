import type { WhatsappMessage } from "@shared/whatsapp";
import { Check, CheckCheck, CircleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { MessageDetails } from "./message-details";
import { messageFacts } from "./message-facts";

const statusIcons = { sent: Check, delivered: CheckCheck, read: CheckCheck, failed: CircleAlert } as const;

/**
 * WA-03: one message with its time; an outgoing one also says who sent it and how far it got. A location,
 * contact card or order is laid out; the customer's reaction sits on the message it reacts to.
 */
export function MessageBubble({ message }: { message: WhatsappMessage }) {
  const { t } = useTranslation();
  const format = useFormat();
  const facts = messageFacts(message);
  const StatusIcon = facts.status ? statusIcons[facts.status] : null;
  return (
    <li
      className={cn(
        "flex max-w-[85%] flex-col gap-1 rounded-2xl border px-3 py-2",
        facts.side === "end" ? "ms-auto rounded-ee-sm bg-primary/10" : "me-auto rounded-es-sm bg-muted",
        facts.status === "failed" && "border-danger/50",
        message.reaction && "mb-3",
      )}
    >
      {message.details ? (
        <MessageDetails details={message.details} />
      ) : (
        // Each message in its own direction: an English line in Persian text keeps its punctuation at its end.
        <p dir="auto" className="wrap-anywhere whitespace-pre-wrap text-sm leading-relaxed">
          {message.content}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-muted-foreground text-xs">
        {facts.source ? (
          <span className="font-semibold">{t(`whatsapp.thread.sources.${facts.source}`)}</span>
        ) : (
          <span className="sr-only">{t("whatsapp.thread.customer")}</span>
        )}
        <time dateTime={message.created_at}>{format.dateTime(message.created_at)}</time>
        {facts.status && StatusIcon && (
          <span
            className={cn(
              "inline-flex items-center gap-1",
              facts.status === "read" && "text-sky-700 dark:text-sky-400",
              facts.status === "failed" && "font-medium text-danger",
            )}
          >
            <StatusIcon aria-hidden="true" className="size-3.5" />
            {t(`whatsapp.thread.statuses.${facts.status}`)}
          </span>
        )}
      </p>
      {facts.error && <p className="text-danger text-xs">{t(`whatsapp.sendErrors.${facts.error}`)}</p>}
      {message.reaction && (
        <span
          role="img"
          aria-label={t("whatsapp.thread.reaction", { emoji: message.reaction })}
          className="-mb-5 w-fit self-end rounded-full border bg-background px-1.5 text-base leading-6 shadow-sm"
        >
          {message.reaction}
        </span>
      )}
    </li>
  );
}
