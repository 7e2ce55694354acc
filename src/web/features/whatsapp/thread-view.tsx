import { displayNumber, type WhatsappMessage } from "@shared/whatsapp";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/format";
import { useThread } from "./api/thread";
import { LoadFailed, Loading } from "./load-states";
import { MessageBubble } from "./message-bubble";
import { ReplyArea } from "./reply-area";
import { ThreadTakeover } from "./thread-takeover";

type ThreadViewProps = { connectionId: string; customerNumber: string; autoReply: boolean; onBack: () => void };

/**
 * One customer's messages, oldest first, who answers them (the auto-reply or a person who took them over), and the
 * reply box while WhatsApp's 24-hour window is open.
 */
export function ThreadView({ connectionId, customerNumber, autoReply, onBack }: ThreadViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const thread = useThread(connectionId, customerNumber);
  const number = format.digits(displayNumber(customerNumber));
  const name = thread.data?.customer_name ?? null;
  return (
    <section aria-labelledby="whatsapp-thread-title" className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <header className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={t("whatsapp.thread.back")}
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
        <div className="grid min-w-0">
          <h3 id="whatsapp-thread-title" className="truncate font-bold">
            {name ? <bdi>{name}</bdi> : <bdi dir="ltr">{number}</bdi>}
          </h3>
          {name && (
            <p className="text-muted-foreground text-xs">
              <bdi dir="ltr">{number}</bdi>
            </p>
          )}
        </div>
      </header>
      {thread.data === undefined && thread.isError ? (
        <LoadFailed text={t("whatsapp.thread.failed")} onRetry={() => void thread.refetch()} />
      ) : thread.data === undefined ? (
        <Loading text={t("whatsapp.thread.loading")} />
      ) : (
        <>
          <ThreadTakeover
            connectionId={connectionId}
            customerNumber={customerNumber}
            takeover={thread.data.takeover}
            autoReply={autoReply}
          />
          <Messages items={thread.data.items} label={t("whatsapp.thread.label", { name: name ?? number })} />
          <ReplyArea
            connectionId={connectionId}
            customerNumber={customerNumber}
            windowOpenUntil={thread.data.window_open_until}
          />
        </>
      )}
    </section>
  );
}

function Messages({ items, label }: { items: WhatsappMessage[]; label: string }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const lastId = items.at(-1)?.id;
  // The latest message is in sight when the thread opens and whenever one arrives.
  useEffect(() => {
    if (lastId !== undefined && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);
  if (items.length === 0) return <p className="py-4 text-muted-foreground text-sm">{t("whatsapp.thread.empty")}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard to scroll
    <ol ref={list} aria-label={label} tabIndex={0} className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto p-1">
      {items.map((message) => (
        <MessageBubble key={message.id} message={message} />
      ))}
    </ol>
  );
}
