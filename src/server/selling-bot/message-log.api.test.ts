import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botMessageLogs, sellerBots } from "../db/schema";
import { type ShopHarness, startShopHarness } from "./test/shop-harness";

let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

const logOf = (botId: string) =>
  harness.server.database.db
    .select()
    .from(botMessageLogs)
    .where(eq(botMessageLogs.botId, botId))
    .orderBy(asc(botMessageLogs.id));
const botRow = async (botId: string) =>
  (await harness.server.database.db.select().from(sellerBots).where(eq(sellerBots.id, botId)))[0];

describe("what a seller's bot keeps for the admin panel (issue 14)", () => {
  it("BOT-15 BOT-16 BOT-17 each handled message is logged with its chat, the buyer's words and the bot's reply, counted once, and the bot marked active", async () => {
    const { seller, id, bot, deliver, text, press, chatId } = await harness.shop();
    await harness.product(seller, { name: "Poetry book", category: "books" });
    const start = text("/start", "en");
    await deliver(start);
    await deliver(press("c:books:1", "en"));
    await deliver(text("<b>hello</b>", "en"));
    // The platform delivers the first update again: nothing new is logged or counted.
    await deliver(start);

    const lines = await logOf(id);
    expect(lines.map((line) => [line.chatId, line.message])).toEqual([
      [chatId, "/start"],
      [chatId, "[button] c:books:1"],
      [chatId, "<b>hello</b>"],
    ]);
    expect(lines[0]?.reply).toBe(`Hello! Welcome to ${bot.firstName} 🌸\n\nBooks — page 1 of 1`);
    expect(lines[1]?.reply).toBe("Books — page 1 of 1");
    expect(lines[2]?.reply).toContain(`Hello! Welcome to ${bot.firstName}`);
    const row = await botRow(id);
    expect(row?.messageCount).toBe(3);
    expect(row?.lastActiveAt?.getTime()).toBeGreaterThanOrEqual(lines[2]?.createdAt.getTime() ?? Number.NaN);
  });

  it("a bot added to a group answers nothing there, so no buyer's order or details reach the group", async () => {
    const { seller, id, deliver, text, press, sent } = await harness.shop();
    await harness.product(seller);
    const inGroup = (update: ReturnType<typeof text>) => ({
      ...update,
      message: { ...update.message, chat: { id: -100_123, type: "group", title: "Friends" } },
    });
    await deliver(inGroup(text("/start")));
    await deliver(inGroup(text("/orders")));
    const button = press("cats");
    await deliver({
      ...button,
      callback_query: {
        ...button.callback_query,
        message: { ...button.callback_query.message, chat: { id: -100_123, type: "group" } },
      },
    });
    expect(harness.standIn.messages.filter((message) => message.chatId === "-100123")).toEqual([]);
    expect(sent()).toEqual([]);
    // The button is still answered, so it does not spin; nothing is logged or counted.
    expect(harness.standIn.answeredCallbacks.map((answer) => answer.callbackQueryId)).toContain(
      button.callback_query.id,
    );
    expect(await logOf(id)).toHaveLength(0);
  });

  it("BOT-14 an inactive bot answers nothing, so nothing is logged or counted", async () => {
    const { seller, id, deliver, text, sent } = await harness.shop();
    await harness.product(seller);
    await harness.server.database.db.update(sellerBots).set({ status: "inactive" }).where(eq(sellerBots.id, id));
    await deliver(text("/start"));
    expect(sent()).toHaveLength(0);
    expect(await logOf(id)).toHaveLength(0);
    expect((await botRow(id))?.messageCount).toBe(0);
  });

  it("a burst of updates to one bot, more than one batch, is handled in full and each counted once", async () => {
    const handle = await harness.shop();
    await harness.product(handle.seller, { name: "Poetry book", category: "books" });
    const burst = Array.from({ length: 45 }, (_, index) => handle.chat(700_000 + index).text("/start"));
    const answers = await Promise.all(
      [...burst, ...burst.slice(0, 5)].map((update) =>
        harness.server.app.request(`/api/bots/${handle.id}/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": handle.secret },
          body: JSON.stringify(update),
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await harness.settled();
    expect(await logOf(handle.id)).toHaveLength(45);
    expect((await botRow(handle.id))?.messageCount).toBe(45);
    const welcomed = harness.standIn.messages.filter((message) => message.token === handle.bot.token);
    expect(welcomed).toHaveLength(90);
  });
});
