import { displayNumber, type WhatsappConnection, type WhatsappConversation } from "@shared/whatsapp";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import type { useConversations } from "./api/conversations";
import { conversationTimeStyle } from "./conversation-time";
import { LoadFailed, Loading } from "./load-states";
import { messagePreview } from "./message-preview";

type ConversationListProps = {
  connection: WhatsappConnection;
  conversations: ReturnType<typeof useConversations>;
  selected: string | null;
  onOpen: (customerNumber: string) => void;
};

/** One number's conversations, the latest first: who, the last message, when, and how many messages. */
export function ConversationList({ connection, conversations, selected, onOpen }: ConversationListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (conversations.data === undefined && conversations.isError) {
    return <LoadFailed text={t("whatsapp.conversations.failed")} onRetry={() => void conversations.refetch()} />;
  }
  if (conversations.data === undefined) return <Loading text={t("whatsapp.conversations.loading")} />;
  if (conversations.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm leading-relaxed">
        {t("whatsapp.conversations.empty")}
      </p>
    );
  }
  return (
    <ul
      aria-label={t("whatsapp.conversations.list", { number: format.digits(connection.display_phone_number) })}
      className="flex flex-col gap-1"
    >
      {conversations.data.map((conversation) => (
        <li key={conversation.customer_number}>
          <ConversationRow
            conversation={conversation}
            current={conversation.customer_number === selected}
            onOpen={() => onOpen(conversation.customer_number)}
          />
        </li>
      ))}
    </ul>
  );
}

type ConversationRowProps = { conversation: WhatsappConversation; current: boolean; onOpen: () => void };

function ConversationRow({ conversation, current, onOpen }: ConversationRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { last_message: last, message_count: count } = conversation;
  const number = format.digits(displayNumber(conversation.customer_number));
  const at = last.created_at;
  const preview = messagePreview(last);
  return (
    <button
      type="button"
      aria-current={current ? "true" : undefined}
      onClick={onOpen}
      className={cn(
        "grid w-full min-w-0 grid-cols-[minmax(0,1fr)] gap-1 rounded-lg border border-transparent px-3 py-2.5 text-start transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
        current && "border-primary/40 bg-primary/10",
      )}
    >
      <span className="flex min-w-0 items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-semibold text-sm">
          {conversation.customer_name ? <bdi>{conversation.customer_name}</bdi> : <bdi dir="ltr">{number}</bdi>}
        </span>
        <time dateTime={at} className="shrink-0 text-muted-foreground text-xs">
          {conversationTimeStyle(at) === "time" ? format.time(at) : format.date(at, "short")}
        </time>
      </span>
      {conversation.customer_name && (
        <span className="text-muted-foreground text-xs">
          <bdi dir="ltr">{number}</bdi>
        </span>
      )}
      <span className="flex min-w-0 items-baseline justify-between gap-3 text-muted-foreground text-sm">
        <span className="min-w-0 truncate">
          {!last.is_incoming && t("whatsapp.conversations.you")}
          <bdi>
            {preview
              ? t(`whatsapp.conversations.preview.${preview.key}`, {
                  ...preview.values,
                  ...("count" in preview.values ? { formattedCount: format.number(preview.values.count) } : {}),
                })
              : last.content}
          </bdi>
        </span>
        <span className="shrink-0 text-xs">
          {t("whatsapp.conversations.messages", { count, formattedCount: format.number(count) })}
        </span>
      </span>
    </button>
  );
}
