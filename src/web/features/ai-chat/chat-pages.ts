import type { Conversation, ConversationPage, MessagePage } from "@shared/chat";
import type { InfiniteData } from "@tanstack/react-query";
import { withConversation } from "./conversation-rules";

/** What the paged queries cache: the pages loaded so far, each with the cursor of the next. */
export type ConversationPages = InfiniteData<ConversationPage>;
export type MessagePages = InfiniteData<MessagePage>;

/**
 * Every loaded conversation, most recently updated first. One that a reply moved up while older pages
 * loaded can be on two pages; it shows once, where it is newest.
 */
export function conversationsIn(data: ConversationPages | undefined): Conversation[] {
  const all = data?.pages.flatMap((page) => page.items) ?? [];
  return all.filter((conversation, index) => all.findIndex((item) => item.id === conversation.id) === index);
}

/** Every loaded message, oldest first: the first page holds the newest, each next one earlier messages. */
export function messagesIn(data: MessagePages | undefined) {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}

/** Changes each loaded page's conversations alike (a rename, a delete); the cursors stay. */
export function changeConversations(
  data: ConversationPages | undefined,
  change: (items: Conversation[]) => Conversation[],
): ConversationPages | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

const firstPageOf = <T>(item: T) => ({ pages: [{ items: [item], next_cursor: null }], pageParams: [undefined] });

/** A conversation just updated moves to the top of the first page, out of whichever page held it. */
export function withUpdatedConversation(data: ConversationPages | undefined, conversation: Conversation) {
  if (!data) return firstPageOf(conversation);
  const without = changeConversations(data, (items) => items.filter((item) => item.id !== conversation.id)) ?? data;
  const [first, ...rest] = without.pages;
  return first
    ? { ...without, pages: [{ ...first, items: withConversation(first.items, conversation) }, ...rest] }
    : data;
}

/** A message just saved goes last in the newest page (once, though the stream may bring it again). */
export function withNewMessage(data: MessagePages | undefined, message: MessagePage["items"][number]): MessagePages {
  if (!data) return firstPageOf(message);
  const [newest, ...earlier] = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== message.id),
  }));
  return newest ? { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...earlier] } : data;
}
