/**
 * A buyer in Telegram sends `/start` to a bot, played through the Bot API stand-in's control path (the stand-in
 * runs in the global setup's process): the app fetches it by long polling, as from the real platform.
 */
export function buyerSendsStart(botApi: string, token: string, buyer: { chatId: number; language: "fa" | "en" }) {
  return fetch(`${botApi}/stand-in/bots/${token}/updates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: buyer.chatId, type: "private", first_name: "Reza" },
        from: { id: buyer.chatId, is_bot: false, first_name: "Reza", language_code: buyer.language },
        text: "/start",
        entities: [{ type: "bot_command", offset: 0, length: 6 }],
      },
    }),
  });
}

/** What the bot sent, in order, as the stand-in recorded it. */
export function sentByBot(botApi: string, token: string) {
  return fetch(`${botApi}/stand-in/bots/${token}/messages`).then(
    (response) => response.json() as Promise<{ chatId: string; text: string }[]>,
  );
}
