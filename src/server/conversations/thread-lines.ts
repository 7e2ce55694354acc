import type { ConversationMessage } from "../../shared/conversations";
import { buttonPrefix } from "./buyers";

/** A line of the bot's message log, with the name of the account that sent a person's reply. */
export interface LogLine {
  id: number;
  message: string | null;
  reply: string | null;
  sentByUserId: string | null;
  sentBy: string | null;
  createdAt: Date;
}

/**
 * A log line as the thread shows it: what the buyer sent, then what answered it. A line with the account that sent it
 * is a person's reply from the inbox; any other reply is the bot's (its catalogue, the order steps, the assistant, the
 * word that a person took over).
 */
export function linesOf(row: LogLine): ConversationMessage[] {
  const at = row.createdAt.toISOString();
  const lines: ConversationMessage[] = [];
  if (row.message !== null) {
    const pressed = row.message.startsWith(buttonPrefix);
    lines.push({
      id: `${row.id}-b`,
      from: "buyer",
      kind: pressed ? "button" : "text",
      text: pressed ? row.message.slice(buttonPrefix.length).trim() : row.message,
      sent_by: null,
      at,
    });
  }
  if (row.reply !== null) {
    const byPerson = row.message === null && row.sentByUserId !== null;
    lines.push({
      id: `${row.id}-r`,
      from: byPerson ? "person" : "bot",
      kind: "text",
      text: row.reply,
      sent_by: byPerson ? row.sentBy : null,
      at,
    });
  }
  return lines;
}
