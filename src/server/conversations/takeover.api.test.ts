import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import {
  type Conversation,
  type ConversationMessage,
  type InboxPage,
  personTexts,
  type ThreadPage,
  talkToPersonData,
} from "../../shared/conversations";
import { conversations, ownerChats, personRequests } from "../db/schema";
import { startScheduler } from "../jobs/scheduler";
import { createLogger } from "../logger";
import { AlertPace } from "../owner-chat/alert-pace";
import { alertQueueOn, ownerAlertQueue, ownerAlertsSweepJob } from "../owner-chat/alert-queue";
import { buttonsOf, type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import type { TestAccount } from "../test/make-user";

let harness: ShopHarness;
let stopScheduler: () => Promise<void>;
beforeAll(async () => {
  harness = await startShopHarness();
  // The owner chats' alert queue on pg-boss, as main.ts starts it, at a pace scaled down for a test.
  const scheduler = await startScheduler(
    {
      connection: harness.server.database.jobConnection,
      logger: createLogger("silent"),
      pollingSeconds: harness.server.config.jobs.pollingSeconds,
    },
    {
      jobs: [],
      queues: [
        ownerAlertQueue(harness.server.ctx, {
          inBackground: harness.server.reactions.inBackground,
          pace: new AlertPace({ perBotMs: 1, perChatMs: 25 }),
        }),
      ],
    },
  );
  harness.server.alertQueue.attach(alertQueueOn(scheduler));
  stopScheduler = () => scheduler.stop();
}, 60_000);
afterAll(async () => {
  await stopScheduler();
  await harness.close();
});

type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;
type Chat = ReturnType<Shop["chat"]>;

const t = personTexts.fa;
const call = (seller: TestAccount, method: string, path: string, body?: unknown) =>
  harness.server.app.request(
    path,
    harness.onApp(seller, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    }),
  );
const texts = (buyer: Chat) => buyer.sent().map((message) => message.text);

/** A shop with a product, and a buyer who said hello: their conversation in the inbox. */
async function shopWithBuyer() {
  const shop = await harness.shop();
  const shawl = await harness.product(shop.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
  const buyer = harness.buyerOf(shop, { first_name: "Reza", last_name: "Karimi" });
  await buyer.deliver(buyer.text("سلام"));
  const [item] = (await harness.get<InboxPage>(shop.seller, "/api/conversations")).items;
  const id = item?.conversation_id ?? "";
  const conversation = () => harness.get<Conversation>(shop.seller, `/api/conversations/${id}`);
  const thread = () => harness.get<ThreadPage>(shop.seller, `/api/conversations/${id}/messages`);
  return { shop, shawl, buyer, id, conversation, thread };
}

async function takeOver(seller: TestAccount, id: string) {
  const answer = await call(seller, "POST", `/api/conversations/${id}/takeover`);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as Conversation;
}

async function reply(seller: TestAccount, id: string, text: string) {
  const answer = await call(seller, "POST", `/api/conversations/${id}/messages`, { text });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as ConversationMessage;
}

/** The seller links an owner chat in the bot, as the connections tab's link does. */
async function linkOwner(shop: Shop) {
  const made = await harness.post(shop.seller, `/api/bots/${shop.id}/owner-links`, {});
  expect(made.status, await made.clone().text()).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const owner = shop.chat(900_000 + Math.floor(Math.random() * 90_000), { first_name: "Sara" });
  await owner.deliver(owner.text(`/start ${new URL(url).searchParams.get("start")}`));
  expect(owner.sent().at(-1)?.text).toContain("وصل شد");
  return owner;
}

const personAlerts = (owner: Chat) => owner.sent().filter((message) => message.text.startsWith("🙋"));

describe("a person replies from the inbox and takes the buyer over (issue 37)", () => {
  it("ISSUE37-TAKEOVER a reply reaches the buyer at the Bot API, told first that a person answers, and the thread shows who sent it", async () => {
    const { shop, buyer, id, thread, conversation } = await shopWithBuyer();
    const sent = await reply(shop.seller, id, "سلام رضا، شال آبی هم داریم.");
    expect(sent).toMatchObject({ from: "person", kind: "text", sent_by: shop.seller.name });
    expect(texts(buyer).slice(-2)).toEqual([t.takenOver, "سلام رضا، شال آبی هم داریم."]);
    const lines = (await thread()).items;
    expect(lines.slice(-2)).toMatchObject([
      { from: "bot", text: t.takenOver, sent_by: null },
      { from: "person", text: "سلام رضا، شال آبی هم داریم.", sent_by: shop.seller.name },
    ]);
    // A reply takes the conversation over: the assistant keeps quiet from now.
    expect(await conversation()).toMatchObject({ taken_over: true, taken_over_by: shop.seller.name, unread: 0 });
    await reply(shop.seller, id, "قیمتش ۱٬۲۵۰٬۰۰۰ تومان است.");
    // Told once per takeover: the second reply goes alone.
    expect(texts(buyer).filter((text) => text === t.takenOver)).toHaveLength(1);
  });

  it("ISSUE37-TAKEOVER taken over, the buyer's free text gets no assistant answer and waits in the inbox, while the catalogue, cart and order steps still answer", async () => {
    const { shop, shawl, buyer, id, conversation } = await shopWithBuyer();
    // The seller opens the conversation (it is read) and takes it over.
    expect((await call(shop.seller, "POST", `/api/conversations/${id}/read`)).status).toBe(204);
    const held = await takeOver(shop.seller, id);
    expect(held).toMatchObject({ taken_over: true, taken_over_by: shop.seller.name });
    expect(Date.parse(held.taken_over_until ?? "") - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(texts(buyer).at(-1)).toBe(t.takenOver);
    // Pressed again: nothing changes and the buyer is not told twice.
    await takeOver(shop.seller, id);
    expect(texts(buyer).filter((text) => text === t.takenOver)).toHaveLength(1);

    const before = buyer.sent().length;
    await buyer.deliver(buyer.text("این شال پشمی چند است؟ تخفیف هم دارید؟"));
    await buyer.deliver(buyer.text("Wool shawl"));
    expect(buyer.sent()).toHaveLength(before);
    expect(await conversation()).toMatchObject({ unread: 2, last_message: { from: "buyer", text: "Wool shawl" } });

    // The bot's buttons and commands are not the assistant: they still answer, and an order still goes through.
    await buyer.deliver(buyer.press(`p:${shawl.id}`));
    expect(buyer.sent().at(-1)?.text).toContain("Wool shawl");
    await buyer.deliver(buyer.press(`ca:${shawl.variants[0]?.id}`));
    expect(buyer.sent().at(-1)?.text).toBe(botTexts.fa.addedToCart("Wool shawl", "۱"));
    await buyer.deliver(buyer.text("/start"));
    expect(texts(buyer)).toContain(botTexts.fa.welcome(shop.bot.firstName));
    await buyer.deliver(buyer.press(`o:${shawl.id}`));
    await buyer.deliver(buyer.text("2"));
    expect(buyer.sent().length).toBeGreaterThan(before + 3);
    const asked = buyer.sent().length;
    await buyer.deliver(buyer.text("Reza Karimi"));
    // The order's step took the name: it is no question for the assistant, and the next step is asked.
    expect(buyer.sent().length).toBe(asked + 1);
  });

  it("ISSUE37-TAKEOVER release, or 24 hours after the last person's reply, gives the buyer back to the assistant", async () => {
    const { shop, buyer, id, conversation } = await shopWithBuyer();
    await takeOver(shop.seller, id);
    const released = await call(shop.seller, "DELETE", `/api/conversations/${id}/takeover`);
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({ taken_over: false, taken_over_by: null, taken_over_until: null });
    let before = buyer.sent().length;
    await buyer.deliver(buyer.text("چه چیزهایی دارید؟"));
    expect(buyer.sent().length).toBe(before + 1);

    await reply(shop.seller, id, "من هستم.");
    before = buyer.sent().length;
    await buyer.deliver(buyer.text("چه چیزهایی دارید؟"));
    expect(buyer.sent().length).toBe(before);
    // The last reply was 25 hours ago (the stored time is moved back, as the clock would have moved on).
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await harness.server.database.db
      .update(conversations)
      .set({ takenOverAt: dayAgo, lastHumanReplyAt: dayAgo })
      .where(eq(conversations.id, id));
    expect(await conversation()).toMatchObject({ taken_over: false, taken_over_until: null });
    await buyer.deliver(buyer.text("چه چیزهایی دارید؟"));
    expect(buyer.sent().length).toBe(before + 1);
    // A takeover that ran out is taken anew, and the buyer told anew: once per takeover.
    expect(await takeOver(shop.seller, id)).toMatchObject({ taken_over: true });
    expect(texts(buyer).filter((text) => text === t.takenOver)).toHaveLength(3);
  });

  it("ISSUE37-TAKEOVER a buyer who blocked the bot: the reply is refused as such and the conversation says so until they write again", async () => {
    const { shop, buyer, id, conversation } = await shopWithBuyer();
    harness.standIn.blockBot(shop.bot.token, buyer.chatId);
    const refused = await call(shop.seller, "POST", `/api/conversations/${id}/messages`, { text: "سلام" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "buyer_blocked_bot" });
    expect(await conversation()).toMatchObject({ buyer_blocked: true });
    // Taking over still holds the conversation; the buyer cannot be told, and the conversation says why.
    expect(await takeOver(shop.seller, id)).toMatchObject({ taken_over: true, buyer_blocked: true });
    // They write again: they can be reached.
    await buyer.deliver(buyer.text("سلام دوباره"));
    expect(await conversation()).toMatchObject({ buyer_blocked: false });
  });
});

describe("a buyer asks for a person (issue 37)", () => {
  it("ISSUE37-PERSON «اپراتور», “ Operator ”, «پشتيبان» and “HUMAN” queue the buyer, who is told; the owner chat is alerted once, with who, where, their last words and the way to the conversation", async () => {
    const shop = await harness.shop();
    const owner = await linkOwner(shop);
    const reza = harness.buyerOf(shop, { first_name: "Reza", last_name: "Karimi" });
    await reza.deliver(reza.text("بستهٔ من کجاست؟"));
    await reza.deliver(reza.text("اپراتور"));
    expect(texts(reza).at(-1)).toBe(t.queued);
    await expect.poll(() => personAlerts(owner).length).toBe(1);
    const [alert] = personAlerts(owner);
    const [item] = (await harness.get<InboxPage>(shop.seller, "/api/conversations?filter=wants_person")).items;
    expect(item).toMatchObject({ buyer_name: "Reza Karimi", wants_person: true });
    expect(alert?.text).toBe(
      [
        "🙋 Reza Karimi می‌خواهد با یک نفر گفتگو کند",
        `از: تلگرام · ${shop.bot.firstName} (@${shop.bot.username})`,
        "آخرین پیام: «بستهٔ من کجاست؟»",
      ].join("\n"),
    );
    expect(buttonsOf(alert)).toEqual([
      {
        text: "باز کردن گفتگو",
        url: `https://shop.example/dashboard?tab=conversations&conversation=${item?.conversation_id}`,
      },
    ]);
    // Asking again while waiting tells the buyer the same, and the owner nothing new.
    await reza.deliver(reza.text("  Operator "));
    expect(texts(reza).at(-1)).toBe(t.queued);

    // Persian written with Arabic letters, and English in capitals, are the same words.
    const mina = harness.buyerOf(shop, { first_name: "Mina" });
    await mina.deliver(mina.text("پشتيبان"));
    const ali = harness.buyerOf(shop, { first_name: "Ali" });
    await ali.deliver(ali.text("HUMAN", "en"));
    expect(texts(ali).at(-1)).toBe(personTexts.en.queued);
    await expect.poll(() => personAlerts(owner).length).toBe(3);
    expect(personAlerts(owner).map((message) => message.text.split("\n")[0])).toEqual([
      "🙋 Reza Karimi می‌خواهد با یک نفر گفتگو کند",
      "🙋 Mina می‌خواهد با یک نفر گفتگو کند",
      "🙋 Ali می‌خواهد با یک نفر گفتگو کند",
    ]);
    const waiting = await harness.get<InboxPage>(shop.seller, "/api/conversations");
    expect(waiting.counts.wants_person).toBe(3);
    // A word inside a sentence is no request: the assistant answers it.
    await reza.deliver(reza.text("اپراتور شما کیست؟"));
    expect(texts(reza).at(-1)).not.toBe(t.queued);

    // A person's reply ends the wait.
    await reply(shop.seller, item?.conversation_id ?? "", "سلام، من سارا هستم.");
    const after = await harness.get<Conversation>(shop.seller, `/api/conversations/${item?.conversation_id}`);
    expect(after.wants_person).toBe(false);
    expect(personAlerts(owner)).toHaveLength(3);
  });

  it("ISSUE37-PERSON the assistant offers “Talk to a person” when it cannot help; pressing it queues the buyer and alerts the owner", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
    const owner = await linkOwner(shop);
    const buyer = harness.buyerOf(shop, { first_name: "Reza" });
    await buyer.deliver(buyer.text("دوچرخهٔ کوهستان دارید؟"));
    const answer = buyer.sent().at(-1);
    expect(buttonsOf(answer)).toEqual([{ text: t.talkToPerson, callback_data: talkToPersonData }]);
    // An answer the shop's data gives offers no person.
    await buyer.deliver(buyer.text("سلام"));
    expect(buttonsOf(buyer.sent().at(-1))).toEqual([]);

    await buyer.deliver(buyer.press(talkToPersonData));
    expect(texts(buyer).at(-1)).toBe(t.queued);
    await expect.poll(() => personAlerts(owner).length).toBe(1);
    expect(personAlerts(owner)[0]?.text).toContain("آخرین پیام: «سلام»");
    // Once taken over, asking again is answered by the person already there, and no alert goes.
    const [item] = (await harness.get<InboxPage>(shop.seller, "/api/conversations")).items;
    await takeOver(shop.seller, item?.conversation_id ?? "");
    await buyer.deliver(buyer.press(talkToPersonData));
    expect(texts(buyer).at(-1)).toBe(t.alreadyAnswering);
    expect(personAlerts(owner)).toHaveLength(1);
  });

  it("ISSUE37-PERSON a request the owner chat could not take is kept: told once the owner can be reached again, by the minute's sweep", async () => {
    const shop = await harness.shop();
    const owner = await linkOwner(shop);
    harness.standIn.blockBot(shop.bot.token, owner.chatId);
    const buyer = harness.buyerOf(shop, { first_name: "Reza" });
    await buyer.deliver(buyer.text("operator"));
    const chatRow = () =>
      harness.server.database.db
        .select({ unreachable: ownerChats.unreachableSince, through: ownerChats.personAlertedThrough })
        .from(ownerChats)
        .where(eq(ownerChats.sellerId, shop.seller.id));
    await expect.poll(async () => (await chatRow())[0]?.unreachable).not.toBeNull();
    expect((await chatRow())[0]?.through).toBe(0);
    // The owner unblocks the bot and writes to it; the sweep finds the chat behind and queues it.
    harness.standIn.unblockBot(shop.bot.token, owner.chatId);
    await owner.deliver(owner.text("/start"));
    await ownerAlertsSweepJob({ db: harness.server.database.db, alertQueue: harness.server.alertQueue }).run();
    await expect.poll(() => personAlerts(owner).length).toBe(1);
    expect(personAlerts(owner)[0]?.text).toContain("Reza");
  });

  it("ISSUE37-PERSON an owner chat linked after a request is not told of it; the e-mail-only choice keeps the chat quiet", async () => {
    const shop = await harness.shop();
    const buyer = harness.buyerOf(shop, { first_name: "Reza" });
    await buyer.deliver(buyer.text("operator"));
    const owner = await linkOwner(shop);
    const settings = await call(shop.seller, "PUT", "/api/seller-settings/owner", {
      alerts_by: "email",
      report_hour: 22,
      quiet_days: "one_line",
    });
    expect(settings.status, await settings.clone().text()).toBe(200);
    const other = harness.buyerOf(shop, { first_name: "Mina" });
    await other.deliver(other.text("operator"));
    // The chat's sender went past Mina's request without a word (its cursor moved), and never told Reza's.
    const [request] = await harness.server.database.db
      .select({ id: personRequests.id })
      .from(personRequests)
      .where(eq(personRequests.sellerId, shop.seller.id))
      .orderBy(desc(personRequests.id))
      .limit(1);
    await expect
      .poll(async () => {
        const [chat] = await harness.server.database.db
          .select({ through: ownerChats.personAlertedThrough })
          .from(ownerChats)
          .where(eq(ownerChats.sellerId, shop.seller.id));
        return chat?.through;
      })
      .toBe(request?.id);
    expect(personAlerts(owner)).toEqual([]);
  });
});
