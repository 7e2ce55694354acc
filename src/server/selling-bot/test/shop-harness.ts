import { expect } from "vitest";
import { type BotApiStandInOptions, startBotApiStandIn } from "../../integrations/telegram/test/bot-api-stand-in";
import type { Logger } from "../../logger";
import { type MadeProduct, productBody } from "../../test/make-product";
import { asUser, makeUser, type TestAccount } from "../../test/make-user";
import { createTestServer } from "../../test/test-server";

/** A buyer's name as Telegram's `from` gives it. */
interface BuyerName {
  first_name: string;
  last_name?: string;
}

/** The app on a public https address, as in production: connecting a bot sets its webhook there. */
export const shopAppUrl = "https://shop.example";

/**
 * The app with sellers' bots against a local Bot API stand-in (Telegram and Bale alike), and the tools a
 * test needs to play a seller in the workspace and buyers in the chat app; `logger` to read what it logged.
 */
export async function startShopHarness(
  environment: Record<string, string> = {},
  logger?: Logger,
  standInOptions?: BotApiStandInOptions,
) {
  const standIn = await startBotApiStandIn(standInOptions);
  const server = await createTestServer(
    {
      APP_URL: shopAppUrl,
      TELEGRAM_API_ROOT: standIn.baseUrl,
      BALE_API_ROOT: standIn.baseUrl,
      BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "1000",
      ...environment,
    },
    undefined,
    logger,
  );
  let lastUpdate = 1000;
  let lastBot = 0;
  let lastChat = 500_000;
  const nextUpdateId = () => {
    lastUpdate += 1;
    return lastUpdate;
  };

  const onApp = (account: TestAccount, init: RequestInit = {}) =>
    asUser(account.cookie, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: server.config.appUrl },
    });
  const post = (account: TestAccount, path: string, body: unknown) =>
    server.app.request(
      path,
      onApp(account, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    );
  async function get<T>(account: TestAccount, path: string): Promise<T> {
    const response = await server.app.request(path, onApp(account));
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  }
  async function product(seller: TestAccount, overrides: Record<string, unknown> = {}) {
    const response = await post(seller, "/api/products", productBody(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as MadeProduct;
  }
  /**
   * Waits until the app has handled every update it acknowledged, and told every buyer what changed; on a
   * busy machine a burst takes seconds, so a second is not enough.
   */
  const settled = () => expect.poll(() => server.openStreams.size, { timeout: 20_000, interval: 50 }).toBe(0);

  /** A seller with a connected bot (Telegram unless said), as the workspace makes one; or another bot of `owner`. */
  async function shop(platform: "telegram" | "bale" = "telegram", owner?: TestAccount) {
    const seller = owner ?? (await makeUser(server.app, { origin: server.config.appUrl }));
    lastBot += 1;
    const bot = standIn.addBot({ username: `storefront${lastBot}_bot`, firstName: `Shop ${lastBot}` });
    const connected = await post(seller, "/api/bots", { platform, bot_username: bot.username, bot_token: bot.token });
    expect(connected.status, await connected.clone().text()).toBe(201);
    const { id } = (await connected.json()) as { id: string };
    const secret = standIn.webhookOf(bot.token)?.secretToken ?? "";

    /** Posts an update as the platform would, and waits until the app has handled it. */
    async function deliver(update: Record<string, unknown>) {
      const response = await server.app.request(`/api/bots/${id}/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": secret },
        body: JSON.stringify(update),
      });
      expect(response.status).toBe(200);
      // The handling started before the answer and is tracked until it ends.
      await settled();
    }
    /** One buyer's chat with the bot; `name` is how their chat app names them. */
    function chat(chatId: number, name: BuyerName = { first_name: "Reza" }) {
      const from = (language: string) => ({ id: chatId, is_bot: false, ...name, language_code: language });
      const message = (language: string) => {
        const updateId = nextUpdateId();
        return {
          update_id: updateId,
          message: {
            message_id: updateId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: chatId, type: "private", first_name: "Reza" },
            from: from(language),
          },
        };
      };
      const text = (body: string, language = "fa") => {
        const update = message(language);
        const entities = body.startsWith("/")
          ? [{ type: "bot_command", offset: 0, length: body.split(" ")[0]?.length ?? 0 }]
          : undefined;
        return { ...update, message: { ...update.message, text: body, ...(entities ? { entities } : {}) } };
      };
      /** A photo the buyer sends (a receipt): the file is served by the stand-in for getFile. */
      const photo = (bytes: Uint8Array, language = "fa") => {
        const update = message(language);
        const fileId = standIn.addFile(bot.token, bytes);
        const sizes = [{ file_id: fileId, file_unique_id: `u${update.update_id}`, width: 300, height: 500 }];
        return { ...update, message: { ...update.message, photo: sizes } };
      };
      /** Telegram's "share contact" button. */
      const contact = (phoneNumber: string, language = "fa") => {
        const update = message(language);
        const shared = { phone_number: phoneNumber, first_name: "Reza", user_id: chatId };
        return { ...update, message: { ...update.message, contact: shared } };
      };
      /** A button pressed, on the message `messageId` when the test follows one (an edit lands there). */
      const press = (data: string, language = "fa", messageId = 1) => {
        const updateId = nextUpdateId();
        return {
          update_id: updateId,
          callback_query: {
            id: `cq-${updateId}`,
            from: from(language),
            chat_instance: "ci",
            data,
            message: { message_id: messageId, date: 0, chat: { id: chatId, type: "private" }, text: "…" },
          },
        };
      };
      /** What the bot sent this buyer, in order. */
      const sent = () =>
        standIn.messages.filter(
          (sentMessage) => sentMessage.token === bot.token && sentMessage.chatId === String(chatId),
        );
      return { chatId, deliver, text, photo, contact, press, sent };
    }
    lastChat += 1;
    return { seller, bot, id, secret, chat, ...chat(lastChat) };
  }

  /** Another buyer talking to the same seller's bot. */
  const buyerOf = (handle: Awaited<ReturnType<typeof shop>>, name?: BuyerName) => {
    lastChat += 1;
    return handle.chat(lastChat, name);
  };

  return {
    standIn,
    server,
    onApp,
    post,
    get,
    product,
    shop,
    buyerOf,
    settled,
    nextUpdateId,
    async close() {
      await server.close();
      await standIn.close();
    },
  };
}

/** The inline buttons of a message the bot sent. */
export const buttonsOf = (message: { replyMarkup?: unknown } | undefined) =>
  (
    (message?.replyMarkup as { inline_keyboard?: { text: string; callback_data?: string; url?: string }[][] })
      ?.inline_keyboard ?? []
  ).flat();

export type ShopHarness = Awaited<ReturnType<typeof startShopHarness>>;
