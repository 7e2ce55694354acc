import type { Update } from "grammy/types";

/** Longest text kept per side of a log line; a catalog page is far shorter, a pasted essay is cut. */
const keptLength = 2000;

const cut = (text: string) => (text.length > keptLength ? `${text.slice(0, keptLength - 1)}…` : text);

/**
 * What the buyer did, as the admin's Telegram log shows it (issue 14, BOT-15): their text, a caption, or
 * what they sent or pressed when it was no text. Undefined for updates that are not a buyer's message.
 */
export function buyerMessageOf(update: Update): { chatId: number; message: string } | undefined {
  const message = update.message;
  if (message && message.chat.type !== "private") return undefined;
  if (message) {
    const said =
      message.text ??
      message.caption ??
      (message.photo ? "[photo]" : message.contact ? "[contact]" : message.document ? "[file]" : "[message]");
    return { chatId: message.chat.id, message: cut(said) };
  }
  const press = update.callback_query;
  if (press?.message && press.message.chat.type !== "private") return undefined;
  const chatId = press?.message?.chat.id ?? press?.from.id;
  if (press && chatId !== undefined) return { chatId, message: cut(`[button] ${press.data ?? ""}`) };
  return undefined;
}

/** Every text the bot sent while handling one update, in order: the log line's reply. */
export function replyRecorder() {
  const sent: string[] = [];
  return {
    record(method: string, payload: Record<string, unknown>) {
      if (method !== "sendMessage" && method !== "sendPhoto") return;
      const text = payload.text ?? payload.caption;
      if (typeof text === "string" && text !== "") sent.push(text);
    },
    take(): string | null {
      const reply = sent.join("\n\n");
      sent.length = 0;
      return reply === "" ? null : cut(reply);
    },
  };
}
