import type { ConversationMessage } from "@shared/conversations";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { messageText } from "./message-text";

/**
 * One line of the thread with its time: the buyer's on the start side, the bot's and a person's on the end side, a
 * person's saying who sent it. A buyer's button press is said in words, as a small note.
 */
export function MessageLine({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation();
  const format = useFormat();
  const fromBuyer = message.from === "buyer";
  const who = fromBuyer
    ? t("conversations.thread.buyer")
    : message.from === "bot"
      ? t("conversations.thread.bot")
      : t("conversations.thread.sentBy", { name: message.sent_by ?? t("conversations.thread.aPerson") });
  const text = messageText(t, message);
  return (
    <li
      className={cn(
        "flex max-w-[85%] flex-col gap-1 rounded-2xl border px-3 py-2",
        fromBuyer ? "me-auto rounded-es-sm bg-muted" : "ms-auto rounded-ee-sm",
        message.from === "bot" && "bg-background",
        message.from === "person" && "border-primary/40 bg-primary/10",
        message.kind === "button" && "border-dashed bg-transparent",
      )}
    >
      <p
        dir="auto"
        className={cn(
          "wrap-anywhere whitespace-pre-wrap text-sm leading-relaxed",
          message.kind === "button" && "text-muted-foreground italic",
        )}
      >
        {text}
      </p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-muted-foreground text-xs">
        <span className={cn(fromBuyer ? "sr-only" : "font-semibold")}>{who}</span>
        <time dateTime={message.at}>{format.dateTime(message.at)}</time>
      </p>
    </li>
  );
}
