import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useConversation } from "./api/conversation";
import { ChannelName } from "./channel-name";
import { LoadFailed, Loading } from "./load-states";
import { OrderList } from "./order-list";
import { ReplyForm } from "./reply-form";
import { ConversationTakeover } from "./takeover-bar";
import { ThreadMessages } from "./thread-messages";

type ThreadViewProps = { conversationId: string; onBack: () => void };

/** One buyer's conversation with a bot: who they are, their orders, who answers them, the thread and the reply box. */
export function ThreadView({ conversationId, onBack }: ThreadViewProps) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const data = conversation.data;
  const name = data ? (data.buyer_name ?? data.buyer_handle ?? t("conversations.thread.buyer")) : "";
  return (
    <section aria-labelledby="conversation-title" className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <Button variant="ghost" size="sm" className="justify-self-start self-start lg:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        {t("conversations.thread.back")}
      </Button>
      <header className="flex items-start gap-2">
        {data && (
          <div className="grid min-w-0 gap-0.5">
            <h3 id="conversation-title" className="truncate font-bold">
              <bdi>{name}</bdi>
            </h3>
            <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
              <ChannelName channel={data.channel} name={data.channel_name} />
              {data.buyer_handle && data.buyer_name && <bdi dir="ltr">{data.buyer_handle}</bdi>}
            </p>
            {data.order_count > 0 && <OrderList orders={data.orders} count={data.order_count} />}
          </div>
        )}
      </header>
      {data === undefined && conversation.isError ? (
        <LoadFailed text={t("conversations.thread.failed")} onRetry={() => void conversation.refetch()} />
      ) : data === undefined ? (
        <Loading text={t("conversations.thread.loading")} />
      ) : (
        <>
          <ConversationTakeover conversation={data} />
          <ThreadMessages conversationId={conversationId} label={t("conversations.thread.label", { name })} />
          <ReplyForm conversationId={conversationId} />
        </>
      )}
    </section>
  );
}
