import type { ChatMessage } from "@shared/chat";
import type { ClientErrorCode } from "@/lib/api-error";

/** Assistant messages written by the client, never saved (000 §4, §8): their catalogue keys. */
export type NoticeKey =
  | "chat.failures.connection"
  | "chat.failures.emptyReply"
  | "aiYour.failed"
  | `errors.${ClientErrorCode}`;

/**
 * What the chat shows beyond the saved messages: a message not (yet) saved, the reply streaming in, notices.
 * `after` is the saved message each follows (null: before any), so they keep their place in the conversation.
 */
export type LocalChatItem = { id: string; after: string | null } & (
  | { kind: "pending"; content: string }
  | { kind: "reply"; content: string }
  | { kind: "notice"; messageKey: NoticeKey }
  | { kind: "plans" }
);

/** Local items belong to one conversation (null: a new chat not yet created). */
export type ChatViewState = { conversationId: string | null; items: LocalChatItem[] };

export type ChatViewAction =
  | { type: "reset"; conversationId: string | null }
  | { type: "sent"; conversationId: string | null; id: string; content: string; after: string | null }
  | { type: "started"; conversationId: string; pendingId: string; replyId: string; after: string }
  | { type: "delta"; replyId: string; text: string }
  | { type: "replyEnded"; replyId: string }
  | { type: "failed"; replyId: string; id: string; messageKey: NoticeKey; after: string | null }
  | { type: "quotaReached"; id: string; after: string | null }
  | { type: "refused"; pendingId: string };

export const emptyChatView: ChatViewState = { conversationId: null, items: [] };

function without(items: LocalChatItem[], id: string) {
  return items.filter((item) => item.id !== id);
}

export function chatViewReducer(state: ChatViewState, action: ChatViewAction): ChatViewState {
  switch (action.type) {
    case "reset":
      return { conversationId: action.conversationId, items: [] };
    case "sent": {
      // Notices of an earlier turn in another view do not follow the user here.
      const items = state.conversationId === action.conversationId ? state.items : [];
      return {
        conversationId: action.conversationId,
        items: [...items, { kind: "pending", id: action.id, content: action.content, after: action.after }],
      };
    }
    case "started":
      // The user's message is saved now and shown from the conversation's messages.
      return {
        conversationId: action.conversationId,
        items: [
          ...without(state.items, action.pendingId),
          { kind: "reply", id: action.replyId, content: "", after: action.after },
        ],
      };
    case "delta":
      return {
        ...state,
        items: state.items.map((item) =>
          item.kind === "reply" && item.id === action.replyId ? { ...item, content: item.content + action.text } : item,
        ),
      };
    case "replyEnded":
      return { ...state, items: without(state.items, action.replyId) };
    case "failed":
      return {
        ...state,
        items: [
          ...without(state.items, action.replyId),
          { kind: "notice", id: action.id, messageKey: action.messageKey, after: action.after },
        ],
      };
    case "quotaReached":
      return { ...state, items: [...state.items, { kind: "plans", id: action.id, after: action.after }] };
    case "refused":
      return { ...state, items: without(state.items, action.pendingId) };
  }
}

export type TimelineEntry = { kind: "saved"; message: ChatMessage } | { kind: "local"; item: LocalChatItem };

/** The saved messages oldest first, each local item right after the message it follows (else at the end). */
export function chatTimeline(messages: readonly ChatMessage[], items: readonly LocalChatItem[]): TimelineEntry[] {
  const savedIds = new Set(messages.map((message) => message.id));
  const following = (after: string | null) =>
    items.filter((item) => item.after === after).map((item): TimelineEntry => ({ kind: "local", item }));
  return [
    ...following(null),
    ...messages.flatMap((message): TimelineEntry[] => [{ kind: "saved", message }, ...following(message.id)]),
    ...items
      .filter((item) => item.after !== null && !savedIds.has(item.after))
      .map((item): TimelineEntry => ({ kind: "local", item })),
  ];
}
