import { MessageBubble, UserMessage } from "@/components/chat/message-bubble";
import { PlansMessage } from "@/components/chat/plans-message";
import { TypingIndicator } from "@/components/chat/typing-indicator";
import { errorMark } from "./ai-your-failure";
import type { AiYourItem } from "./ai-your-items";
import { TypewriterReply } from "./typewriter-reply";

type AiYourMessageListProps = {
  items: readonly AiYourItem[];
  waiting: boolean;
  onRevealed: (id: string) => void;
};

export function AiYourMessageList({ items, waiting, onRevealed }: AiYourMessageListProps) {
  return (
    <ol className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 py-6 sm:px-6">
      {items.map((item) => (
        <AiYourItemView key={item.id} item={item} onRevealed={onRevealed} />
      ))}
      {waiting && <TypingIndicator />}
    </ol>
  );
}

function AiYourItemView({ item, onRevealed }: { item: AiYourItem; onRevealed: (id: string) => void }) {
  switch (item.kind) {
    case "question":
      return <UserMessage text={item.content} />;
    case "reply":
      return (
        <MessageBubble author="assistant" copyable={item.content} offline={item.offline}>
          <TypewriterReply text={item.content} revealing={item.revealing} onRevealed={() => onRevealed(item.id)} />
        </MessageBubble>
      );
    case "failure":
      return (
        <MessageBubble author="assistant" tone="warning">
          <p>{`${errorMark} ${item.message}`}</p>
        </MessageBubble>
      );
    case "plans":
      return <PlansMessage />;
  }
}
