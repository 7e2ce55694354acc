import type { InboxFilter, InboxItem } from "@shared/conversations";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { useInbox } from "./api/inbox";
import { InboxRow } from "./inbox-row";
import { LoadFailed, Loading } from "./load-states";

type InboxListProps = {
  inbox: ReturnType<typeof useInbox>;
  filter: InboxFilter;
  selected: string | null;
  onOpen: (item: InboxItem) => void;
};

/** The inbox, latest first, a page at a time ("More conversations" reads the next). */
export function InboxList({ inbox, filter, selected, onOpen }: InboxListProps) {
  const { t } = useTranslation();
  if (inbox.data === undefined && inbox.isError) {
    return <LoadFailed text={t("conversations.failed")} onRetry={() => void inbox.refetch()} />;
  }
  if (inbox.data === undefined) return <Loading text={t("conversations.loading")} />;
  const items = inbox.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm leading-relaxed">
        {filter === "all" ? t("conversations.empty") : t("conversations.emptyFiltered")}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul aria-label={t("conversations.list")} className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.key}>
            <InboxRow item={item} current={item.conversation_id === selected} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage && <Spinner />}
          {t("conversations.more")}
        </Button>
      )}
    </div>
  );
}
