import { useTranslation } from "react-i18next";
import { MessageBubble } from "./message-bubble";

/** 000 §2: shown while the reply is pending, until its first piece arrives. */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <MessageBubble author="assistant">
      <span role="status" className="flex h-6 items-center gap-1.5">
        <span className="sr-only">{t("chat.typing")}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 animate-bounce rounded-full bg-muted-foreground/70"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </MessageBubble>
  );
}
