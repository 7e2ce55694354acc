import type { InboxItem } from "@shared/conversations";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { ChannelName } from "./channel-name";
import { inboxTimeStyle } from "./inbox-time";
import { messageText } from "./message-text";
import { OrderList } from "./order-list";

const rowClasses =
  "grid w-full min-w-0 grid-cols-[minmax(0,1fr)] gap-1 rounded-lg border border-transparent px-3 py-2.5 text-start transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring";

type InboxRowProps = { item: InboxItem; current: boolean; onOpen: (item: InboxItem) => void };

/**
 * One buyer of the inbox: who, through which bot or number, what was said last and when, what is unread, whether
 * they wait for a person, and their orders. A bot's conversation opens beside the list; a WhatsApp one opens on the
 * WhatsApp page, which has its own thread and reply rules.
 */
export function InboxRow({ item, current, onOpen }: InboxRowProps) {
  const { t } = useTranslation();
  const content = <RowContent item={item} />;
  if (item.whatsapp) {
    const params = new URLSearchParams({ number: item.whatsapp.connection_id, chat: item.whatsapp.customer_number });
    return (
      <Link to={`/adminto?${params}`} onClick={() => onOpen(item)} className={rowClasses}>
        {content}
        <span className="sr-only">{t("conversations.openInWhatsapp")}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-current={current ? "true" : undefined}
      onClick={() => onOpen(item)}
      className={cn(rowClasses, current && "border-primary/40 bg-primary/10")}
    >
      {content}
    </button>
  );
}

function RowContent({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const at = item.last_activity_at;
  const last = item.last_message;
  const who = item.buyer_name ?? item.buyer_handle ?? t("conversations.thread.buyer");
  const prefix =
    last?.from === "bot"
      ? t("conversations.fromBot")
      : last?.from === "person"
        ? last.sent_by
          ? t("conversations.fromPerson", { name: last.sent_by })
          : t("conversations.fromYou")
        : "";
  return (
    <>
      <span className="flex min-w-0 items-baseline justify-between gap-3">
        <span className={cn("min-w-0 truncate text-sm", item.unread > 0 ? "font-bold" : "font-semibold")}>
          <bdi>{who}</bdi>
        </span>
        <time dateTime={at} className="shrink-0 text-muted-foreground text-xs">
          {inboxTimeStyle(at) === "time" ? format.time(at) : format.date(at, "short")}
        </time>
      </span>
      <span className="flex min-w-0 flex-wrap items-center gap-1.5 text-muted-foreground text-xs">
        <ChannelName channel={item.channel} name={item.channel_name} />
        {item.wants_person && <Flag tone="warn">{t("conversations.wantsPerson")}</Flag>}
        {item.taken_over && <Flag tone="info">{t("conversations.takenOver")}</Flag>}
        {item.buyer_blocked && <Flag tone="danger">{t("conversations.blocked")}</Flag>}
      </span>
      <span className="flex min-w-0 items-center justify-between gap-3 text-muted-foreground text-sm">
        <span className="min-w-0 truncate">
          {prefix}
          <bdi>{last ? messageText(t, last) : ""}</bdi>
        </span>
        {item.unread > 0 && (
          <span
            role="img"
            aria-label={t("conversations.unread", { count: item.unread, formattedCount: format.number(item.unread) })}
            className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs"
          >
            {format.number(item.unread)}
          </span>
        )}
      </span>
      {item.order_count > 0 && <OrderList orders={item.orders} count={item.order_count} />}
    </>
  );
}

const tones = {
  warn: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  danger: "bg-danger/10 text-danger",
};

function Flag({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={cn("rounded-full px-2 py-0.5 font-medium", tones[tone])}>{children}</span>;
}
