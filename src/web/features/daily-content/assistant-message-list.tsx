import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MessageBubble, UserMessage } from "@/components/chat/message-bubble";
import { MessageMarkdown } from "@/components/chat/message-markdown";
import { TypingIndicator } from "@/components/chat/typing-indicator";
import type { AssistantItem } from "./assistant-items";

/** The user's requests and the assistant's answers (000 §2). */
export function AssistantMessageList({ items, waiting }: { items: readonly AssistantItem[]; waiting: boolean }) {
  return (
    <ol className="flex flex-col gap-4 px-3 py-4">
      {items.map((item) => (
        <AssistantItemView key={item.id} item={item} />
      ))}
      {waiting && <TypingIndicator />}
    </ol>
  );
}

function AssistantItemView({ item }: { item: AssistantItem }) {
  switch (item.kind) {
    case "request":
      return <UserMessage text={item.text} />;
    case "reply":
      return (
        <MessageBubble author="assistant" offline={item.offline}>
          <MessageMarkdown text={item.text} />
        </MessageBubble>
      );
    case "failure":
      return (
        <MessageBubble author="assistant" tone="warning">
          <p>{item.text}</p>
        </MessageBubble>
      );
    case "quota":
      return <QuotaMessage />;
  }
}

function QuotaMessage() {
  const { t } = useTranslation();
  return (
    <MessageBubble author="assistant" tone="warning">
      <p>{t("errors.quota_exceeded")}</p>
      <Link
        to="/subscriptions"
        className="mt-2 inline-flex items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline dark:text-accent-foreground"
      >
        <Crown aria-hidden="true" className="size-4 text-gold" />
        {t("chat.plans.link")}
      </Link>
    </MessageBubble>
  );
}
