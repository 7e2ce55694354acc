import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { useInbox } from "./api/inbox";
import "./catalog";

/** The count on the conversations tab: conversations with messages the shop has not read, named for screen readers. */
export function UnreadConversationsBadge() {
  const { t } = useTranslation();
  const format = useFormat();
  const count = useInbox("all").data?.pages[0]?.counts.unread ?? 0;
  if (count === 0) return null;
  return (
    <span
      role="status"
      aria-label={t("conversations.tabBadge", { count, formattedCount: format.number(count) })}
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 font-semibold text-primary-foreground text-xs"
    >
      {format.number(count)}
    </span>
  );
}
