import { type ConversationMessage, talkToPersonData } from "@shared/conversations";
import type { TFunction } from "i18next";

/** What the selling bot's log writes for a buyer's message that had no words (selling-bot/message-log.ts). */
const placeholders = { "[photo]": "photo", "[contact]": "contact", "[file]": "file", "[message]": "message" } as const;
const isPlaceholder = (text: string): text is keyof typeof placeholders => text in placeholders;

/** A thread line as the seller reads it: a button press or a photo said in words, anything else as written. */
export function messageText(t: TFunction, message: Pick<ConversationMessage, "from" | "kind" | "text">): string {
  if (message.kind === "button") {
    return message.text === talkToPersonData
      ? t("conversations.thread.pressedPerson")
      : t("conversations.thread.pressed");
  }
  if (message.from === "buyer" && isPlaceholder(message.text)) {
    return t(`conversations.thread.placeholders.${placeholders[message.text]}`);
  }
  return message.text;
}
