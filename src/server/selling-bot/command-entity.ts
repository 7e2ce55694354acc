import type { Update } from "grammy/types";

const typedCommand = /^\/[A-Za-z0-9_]{1,32}(@[A-Za-z0-9_]{3,32})?(?=\s|$)/;

/**
 * A message that starts with a command but has no `bot_command` entity (Telegram's own documentation shows
 * updates without entities) is given the one Telegram would have, so `/start` is the welcome there too and
 * not a question for the sales assistant.
 */
export function withCommandEntity(update: Update): Update {
  const message = update.message;
  if (!message?.text || message.entities?.some((entity) => entity.type === "bot_command" && entity.offset === 0)) {
    return update;
  }
  const command = typedCommand.exec(message.text);
  if (!command) return update;
  const entity = { type: "bot_command" as const, offset: 0, length: command[0].length };
  return { ...update, message: { ...message, entities: [entity, ...(message.entities ?? [])] } };
}
