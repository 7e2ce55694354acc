import type { InboxItem } from "../../shared/conversations";

/** A conversation's latest orders shown beside it. */
export const ordersShown = 3;

/** What the inbox shows of a conversation, before the page's counts are added. */
export type InboxEntry = Omit<InboxItem, "last_activity_at" | "unread">;
