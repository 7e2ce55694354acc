import type { ChatMessage } from "@shared/chat";
import { useTranslation } from "react-i18next";
import { MessageBubble, UserMessage } from "@/components/chat/message-bubble";
import { MessageMarkdown } from "@/components/chat/message-markdown";
import { PlansMessage } from "@/components/chat/plans-message";
import { TypingIndicator } from "@/components/chat/typing-indicator";
import { chatTimeline, type LocalChatItem } from "./chat-view-state";
import { type MorePages, MorePagesButton } from "./more-pages-button";

type ChatMessageListProps = {
  messages: readonly ChatMessage[];
  /** Messages before the first one shown, loaded on request. */
  earlier: MorePages;
  localItems: readonly LocalChatItem[];
  waitingForReply: boolean;
  offline: boolean;
};

/** The saved messages oldest first (000 §7), then what this tab adds: the reply streaming in, notices. */
export function ChatMessageList({ messages, earlier, localItems, waitingForReply, offline }: ChatMessageListProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 py-6 sm:px-6">
      <MorePagesButton pages={earlier} label={t("chat.loadEarlier")} />
      <ol className="flex flex-col gap-5">
        {chatTimeline(messages, localItems).map((entry) =>
          entry.kind === "saved" ? (
            <SavedMessageView key={entry.message.id} message={entry.message} offline={offline} />
          ) : (
            <LocalItemView key={entry.item.id} item={entry.item} offline={offline} />
          ),
        )}
        {waitingForReply && <TypingIndicator />}
      </ol>
    </div>
  );
}

function SavedMessageView({ message, offline }: { message: ChatMessage; offline: boolean }) {
  if (message.role === "user") {
    return <UserMessage text={message.content} />;
  }
  return (
    <MessageBubble author="assistant" copyable={message.content} offline={offline}>
      <MessageMarkdown text={message.content} />
    </MessageBubble>
  );
}

/** Something only this tab shows: the user's message before it is saved, the reply streaming in, a notice. */
function LocalItemView({ item, offline }: { item: LocalChatItem; offline: boolean }) {
  const { t } = useTranslation();
  switch (item.kind) {
    case "pending":
      return <UserMessage text={item.content} />;
    case "reply":
      return item.content === "" ? null : (
        <MessageBubble author="assistant" offline={offline}>
          <MessageMarkdown text={item.content} />
        </MessageBubble>
      );
    case "notice":
      return (
        <MessageBubble author="assistant" tone="warning">
          <p>{t(item.messageKey)}</p>
        </MessageBubble>
      );
    case "plans":
      return <PlansMessage />;
  }
}
