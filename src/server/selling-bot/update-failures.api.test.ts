import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import { botUpdates, sellerBots } from "../db/schema";
import { loggerKeepingLines } from "../test/logged-lines";
import { maxAttempts, retryWaitingUpdates } from "./handle-updates";
import { type ShopHarness, startShopHarness } from "./test/shop-harness";

const logLines: string[] = [];
let harness: ShopHarness;

beforeAll(async () => {
  harness = await startShopHarness({}, loggerKeepingLines("info", logLines));
});
afterAll(() => harness.close());

type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;
const blockedDescription = "Forbidden: bot was blocked by the user";
// On a busy machine thirteen buyers' answers take a while; a stuck update would wait minutes for its lease.
const patience = { timeout: 20_000, interval: 100 };

/** Updates posted at the same moment, as Telegram does over several connections; each is acknowledged. */
async function postTogether(handle: Shop, updates: { update_id: number }[]) {
  const answers = await Promise.all(
    updates.map((update) =>
      harness.server.app.request(`/api/bots/${handle.id}/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": handle.secret },
        body: JSON.stringify(update),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(updates.map(() => 200));
}

const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
/** The log line that says why an update failed, when the line carries its id and the platform's words. */
const failureLogged = (updateId: number, words: string) =>
  logged().find((line) => line.updateId === updateId && JSON.stringify(line).includes(words));

const rowOf = async (botId: string, updateId: number) => {
  const [row] = await harness.server.database.db
    .select()
    .from(botUpdates)
    .where(and(eq(botUpdates.botId, botId), eq(botUpdates.updateId, updateId)));
  return row;
};

/** What the app's services are, for running the retry job as its schedule does. */
const retryDeps = () => ({ ...harness.server.ctx, logger: loggerKeepingLines("info", logLines) });

// First in the file: the retry job takes every bot's waiting updates, so none of another test may wait.
describe("the retry job (DESIGN 20)", () => {
  it("an update that fails again in the retry job is logged with its reason, and the job goes on", async () => {
    const handle = await harness.shop();
    harness.standIn.failNext("http-502");
    const update = handle.text("/start");
    await handle.deliver(update);
    expect(handle.sent()).toHaveLength(0);
    const before = logLines.length;
    harness.standIn.failNext("http-502");
    await retryWaitingUpdates(retryDeps(), { now: new Date(Date.now() + 5 * 60_000) });
    const retryLines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(retryLines.find((line) => line.updateId === update.update_id && line.botId === handle.id)).toMatchObject({
      reason: "Network request for 'sendMessage' failed!",
    });
    // The failed call's address names the bot's token; the log keeps only the bot's id.
    expect(logLines.join("")).not.toContain(handle.bot.token.split(":")[1]);
  });

  it("a bot whose updates cannot be handled at all (its token cannot be opened) is logged, and the other bots' updates are still retried", async () => {
    const broken = await harness.shop();
    const healthy = await harness.shop();
    const brokenUpdate = broken.text("/start");
    const healthyUpdate = healthy.text("/start");
    const { db } = harness.server.database;
    await db.update(sellerBots).set({ sealedToken: "not-a-sealed-token" }).where(eq(sellerBots.id, broken.id));
    const longAgo = new Date(Date.now() - 10 * 60_000);
    for (const [botId, update] of [
      [broken.id, brokenUpdate],
      [healthy.id, healthyUpdate],
    ] as const) {
      await db
        .insert(botUpdates)
        .values({ id: crypto.randomUUID(), botId, updateId: update.update_id, payload: update, receivedAt: longAgo });
    }
    await retryWaitingUpdates(retryDeps(), { now: new Date() });
    expect(healthy.sent()[0]?.text).toBe(botTexts.fa.welcome(healthy.bot.firstName));
    expect(logged().find((line) => line.botId === broken.id && typeof line.err === "object")).toBeDefined();
  });
});

describe("one buyer's failed update stays that buyer's", () => {
  it("a buyer who blocked the bot does not keep twelve other buyers' /start from their welcome", async () => {
    const handle = await harness.shop();
    const buyers = Array.from({ length: 13 }, () => harness.buyerOf(handle));
    const blocked = buyers[6];
    if (!blocked) throw new Error("no blocked buyer");
    harness.standIn.blockBot(handle.bot.token, blocked.chatId);
    const updates = buyers.map((buyer) => buyer.text("/start"));
    await postTogether(handle, updates);
    const others = buyers.filter((buyer) => buyer !== blocked);
    const welcome = botTexts.fa.welcome(handle.bot.firstName);
    await expect.poll(() => others.filter((buyer) => buyer.sent()[0]?.text === welcome).length, patience).toBe(12);
    const blockedUpdateId = updates[6]?.update_id ?? 0;
    await expect.poll(() => failureLogged(blockedUpdateId, blockedDescription), patience).toBeDefined();
    // Given up at once: the buyer blocked the bot, and asking again would be refused again.
    expect(await rowOf(handle.id, blockedUpdateId)).toMatchObject({ handledAt: null, attempts: maxAttempts });
    // Marked handled once its whole answer is sent: the welcome is its first message, not its last.
    for (const update of updates.filter((one) => one.update_id !== blockedUpdateId)) {
      await expect
        .poll(async () => (await rowOf(handle.id, update.update_id))?.handledAt ?? null, patience)
        .not.toBeNull();
    }
  });

  it("a blocked buyer's button, and a button whose message Telegram left out, do not keep other buyers' buttons from answering", async () => {
    const handle = await harness.shop();
    await harness.product(handle.seller, { name: "Wool shawl", category: "clothing" });
    const buyers = Array.from({ length: 13 }, () => harness.buyerOf(handle));
    const blocked = buyers[3];
    if (!blocked) throw new Error("no blocked buyer");
    harness.standIn.blockBot(handle.bot.token, blocked.chatId);
    const presses = buyers.map((buyer) => buyer.press("c:clothing:1"));
    // A press on a message too old for Telegram to include (the field is optional in the Bot API).
    const { message: _left, ...withoutMessage } = harness.buyerOf(handle).press("c:clothing:1").callback_query;
    const orphan = { update_id: harness.nextUpdateId(), callback_query: withoutMessage };
    await postTogether(handle, [...presses, orphan]);
    const others = buyers.filter((buyer) => buyer !== blocked);
    await expect
      .poll(() => others.filter((buyer) => buyer.sent()[0]?.text === "پوشاک — صفحهٔ ۱ از ۱").length, patience)
      .toBe(12);
    const answered = () => harness.standIn.answeredCallbacks.map((answer) => answer.callbackQueryId);
    await expect.poll(() => answered().includes(withoutMessage.id), patience).toBe(true);
    const blockedUpdateId = presses[3]?.update_id ?? 0;
    await expect.poll(() => failureLogged(blockedUpdateId, blockedDescription), patience).toBeDefined();
    expect(await rowOf(handle.id, blockedUpdateId)).toMatchObject({ handledAt: null, attempts: maxAttempts });
    await expect.poll(async () => (await rowOf(handle.id, orphan.update_id))?.handledAt, patience).not.toBeNull();
  });
});
