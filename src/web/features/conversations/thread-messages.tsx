import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMarkRead } from "./api/mark-read";
import { useThread } from "./api/thread";
import { LoadFailed, Loading } from "./load-states";
import { MessageLine } from "./message-line";

/**
 * The thread, oldest first, its latest page read first and older pages on "Older messages". The latest line is in
 * sight when the thread opens and whenever one arrives, and each arrival while it is open is read.
 */
export function ThreadMessages({ conversationId, label }: { conversationId: string; label: string }) {
  const { t } = useTranslation();
  const thread = useThread(conversationId);
  const { mutate: markRead } = useMarkRead();
  const list = useRef<HTMLOListElement>(null);
  const pages = thread.data?.pages ?? [];
  const items = [...pages].reverse().flatMap((page) => page.items);
  const newest = pages[0]?.items.at(-1)?.id;
  const loaded = thread.data !== undefined;

  // Opening the thread, and each line that arrives while it is open (`newest`), is reading it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new latest line is what reads the thread again
  useEffect(() => {
    if (loaded) markRead(conversationId);
  }, [conversationId, loaded, newest, markRead]);
  useEffect(() => {
    if (newest !== undefined && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [newest]);

  if (thread.data === undefined && thread.isError) {
    return <LoadFailed text={t("conversations.thread.failed")} onRetry={() => void thread.refetch()} />;
  }
  if (thread.data === undefined) return <Loading text={t("conversations.thread.loading")} />;
  if (items.length === 0)
    return <p className="py-4 text-muted-foreground text-sm">{t("conversations.thread.empty")}</p>;
  return (
    <div className="grid gap-2">
      {thread.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {thread.isFetchingNextPage && <Spinner />}
          {t("conversations.thread.older")}
        </Button>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard to scroll */}
      <ol ref={list} aria-label={label} tabIndex={0} className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto p-1">
        {items.map((message) => (
          <MessageLine key={message.id} message={message} />
        ))}
      </ol>
    </div>
  );
}
