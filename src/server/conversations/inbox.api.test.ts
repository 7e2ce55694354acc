import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Conversation, InboxPage, ThreadPage } from "../../shared/conversations";
import type { WhatsappConnection } from "../../shared/whatsapp";
import { botMessageLogs, conversations } from "../db/schema";
import { type CloudApiStandIn, startCloudApiStandIn } from "../integrations/whatsapp/test/cloud-api-stand-in";
import { type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { openEventStream } from "../test/event-stream";
import type { TestAccount } from "../test/make-user";

const appSecret = "0123456789abcdef0123456789abcdef";
let whatsapp: CloudApiStandIn;
let harness: ShopHarness;
beforeAll(async () => {
  whatsapp = await startCloudApiStandIn();
  harness = await startShopHarness({ WHATSAPP_API_ROOT: whatsapp.baseUrl });
}, 60_000);
afterAll(async () => {
  await harness.close();
  await whatsapp.close();
});

type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;

const inbox = (seller: TestAccount, query = "") => harness.get<InboxPage>(seller, `/api/conversations${query}`);
const send = (seller: TestAccount, method: string, path: string, body?: unknown) =>
  harness.server.app.request(
    path,
    harness.onApp(seller, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    }),
  );

/** A shop that takes card-to-card payments, with a product. */
async function shopWithProduct() {
  const shop = await harness.shop();
  const card = await harness.post(shop.seller, "/api/seller-settings/cards", {
    card_last_four: "",
    card_holder_name: "Sara Ahmadi",
    card_number: "6037991234567893",
  });
  expect(card.status, await card.clone().text()).toBe(201);
  const shawl = await harness.product(shop.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
  return { shop, shawl };
}

/** A buyer orders the product in the bot, as a buyer does. */
async function orderIn(productId: string, buyer: ReturnType<Shop["chat"]>) {
  for (const step of [
    buyer.press(`o:${productId}`),
    buyer.text("1"),
    buyer.text("Reza Karimi"),
    buyer.text("09121234567"),
    buyer.press("skip-address"),
    buyer.press("confirm-order"),
  ]) {
    await buyer.deliver(step);
  }
}

/** The shop's WhatsApp number, and a customer writing to it. */
async function whatsappNumber(seller: TestAccount) {
  const number = whatsapp.addNumber({ verifiedName: "Shal Shop" });
  const response = await harness.post(seller, "/api/whatsapp/connections", {
    phone_number_id: number.phoneNumberId,
    access_token: number.accessToken,
    app_secret: appSecret,
    verify_token: "",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const connection = (await response.json()) as WhatsappConnection;
  return {
    connection,
    async customerWrites(from: string, text: string, name: string, timestamp?: number) {
      const message = whatsapp.customerMessage({
        phoneNumberId: number.phoneNumberId,
        appSecret,
        from,
        text,
        name,
        timestamp,
      });
      const answer = await harness.server.app.request(`/api/whatsapp/connections/${connection.id}/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature-256": message.signature },
        body: message.body,
      });
      expect(answer.status).toBe(200);
      await harness.settled();
    },
  };
}

describe("one inbox for the shop's bots and WhatsApp numbers (issue 37)", () => {
  it("ISSUE37-INBOX lists bot and WhatsApp buyers latest first, with name, channel, last message, unread count and orders; opening one reads it", async () => {
    const { shop, shawl } = await shopWithProduct();
    // WhatsApp dates a message by the second Meta gives: a minute ago, before the bot's buyers wrote.
    const number = await whatsappNumber(shop.seller);
    await number.customerWrites("989121234567", "Is the shawl still there?", "Ali", Math.floor(Date.now() / 1000) - 60);
    const reza = harness.buyerOf(shop, { first_name: "Reza", last_name: "Karimi" });
    await orderIn(shawl.id, reza);
    const mina = harness.buyerOf(shop, { first_name: "Mina" });
    await mina.deliver(mina.text("سلام، شال دارید؟"));

    const page = await inbox(shop.seller);
    expect(page.items.map((item) => [item.channel, item.buyer_name])).toEqual([
      ["telegram", "Mina"],
      ["telegram", "Reza Karimi"],
      ["whatsapp", "Ali"],
    ]);
    const [minaItem, rezaItem, ali] = page.items;
    expect(ali).toMatchObject({
      channel_name: "Shal Shop",
      unread: 1,
      conversation_id: null,
      whatsapp: { connection_id: number.connection.id, customer_number: "989121234567" },
      last_message: { from: "buyer", text: "Is the shawl still there?" },
      // The order Reza placed in the bot with this phone number is this customer's too.
      order_count: 1,
      orders: [{ number: 1 }],
    });
    expect(minaItem).toMatchObject({
      channel_name: shop.bot.firstName,
      channel_address: `@${shop.bot.username}`,
      unread: 1,
      wants_person: false,
      taken_over: false,
      orders: [],
      order_count: 0,
      last_message: { from: "bot" },
    });
    // Only the words the buyer typed are unread: their button presses are not.
    expect(rezaItem).toMatchObject({ unread: 3, order_count: 1, orders: [{ number: 1, order_status: "new" }] });
    expect(page.counts).toEqual({ unread: 3, wants_person: 0 });
    expect(page.next_cursor).toBeNull();

    const id = rezaItem?.conversation_id ?? "";
    const thread = await harness.get<ThreadPage>(shop.seller, `/api/conversations/${id}/messages`);
    expect(thread.items.filter((line) => line.from === "buyer").map((line) => [line.kind, line.text])).toEqual([
      ["button", `o:${shawl.id}`],
      ["text", "1"],
      ["text", "Reza Karimi"],
      ["text", "09121234567"],
      ["button", "skip-address"],
      ["button", "confirm-order"],
    ]);
    expect(thread.items.some((line) => line.from === "bot")).toBe(true);
    expect((await send(shop.seller, "POST", `/api/conversations/${id}/read`)).status).toBe(204);
    const read = await harness.get<Conversation>(shop.seller, `/api/conversations/${id}`);
    expect(read).toMatchObject({ unread: 0, buyer_name: "Reza Karimi", taken_over: false, taken_over_by: null });

    const whatsappRead = await send(shop.seller, "POST", "/api/conversations/whatsapp-reads", {
      connection_id: number.connection.id,
      customer_number: "989121234567",
    });
    expect(whatsappRead.status).toBe(204);
    const after = await inbox(shop.seller);
    expect(after.items.map((item) => item.unread)).toEqual([1, 0, 0]);
    expect(after.counts.unread).toBe(1);
    expect((await inbox(shop.seller, "?filter=unread")).items.map((item) => item.buyer_name)).toEqual(["Mina"]);
  });

  it("ISSUE37-INBOX the inbox and a long thread come a page at a time, the older pages after", async () => {
    const shop = await harness.shop();
    for (let index = 0; index < 32; index += 1) {
      const buyer = harness.buyerOf(shop, { first_name: `Buyer ${index}` });
      await buyer.deliver(buyer.text("/start"));
    }
    const first = await inbox(shop.seller);
    expect(first.items).toHaveLength(30);
    expect(first.items[0]?.buyer_name).toBe("Buyer 31");
    const second = await inbox(shop.seller, `?cursor=${encodeURIComponent(first.next_cursor ?? "")}`);
    expect(second.items.map((item) => item.buyer_name)).toEqual(["Buyer 1", "Buyer 0"]);
    expect(second.next_cursor).toBeNull();

    // A buyer with 70 lines in the log: the latest 30 first, oldest first within a page.
    const id = second.items[1]?.conversation_id ?? "";
    const [row] = await harness.server.database.db.select().from(conversations).where(eq(conversations.id, id));
    const lines = Array.from({ length: 70 }, (_, index) => ({
      botId: shop.id,
      chatId: row?.chatId ?? 0,
      message: `question ${index}`,
      reply: `answer ${index}`,
      createdAt: new Date(Date.now() + index * 1000),
    }));
    await harness.server.database.db.insert(botMessageLogs).values(lines);
    const latest = await harness.get<ThreadPage>(shop.seller, `/api/conversations/${id}/messages`);
    expect(latest.items.at(0)?.text).toBe("question 40");
    expect(latest.items.at(-1)?.text).toBe("answer 69");
    const older = await harness.get<ThreadPage>(
      shop.seller,
      `/api/conversations/${id}/messages?before=${latest.next_cursor}`,
    );
    expect(older.items.at(-1)?.text).toBe("answer 39");
    const oldest = await harness.get<ThreadPage>(
      shop.seller,
      `/api/conversations/${id}/messages?before=${older.next_cursor}`,
    );
    expect(oldest.items.at(0)?.text).toBe("/start");
    expect(oldest.next_cursor).toBeNull();
  });

  it("ISSUE37-INBOX a buyer's message and a read reach the shop's open inbox through the event stream", async () => {
    const shop = await harness.shop();
    const stream = await openEventStream(harness.server.app, shop.seller.cookie);
    await stream.next("ready");
    await shop.deliver(shop.text("سلام"));
    const event = await stream.next("conversation");
    const [item] = (await inbox(shop.seller)).items;
    expect(event.data).toEqual({ type: "conversation", conversation_id: item?.conversation_id, change: "message" });
    await send(shop.seller, "POST", `/api/conversations/${item?.conversation_id}/read`);
    expect((await stream.next("conversation")).data).toMatchObject({ change: "read" });
    await stream.close();
  });

  it("ISSUE37-INBOX another shop's conversation or number is 404, and bad input is 400 validation_failed", async () => {
    const shop = await harness.shop();
    await shop.deliver(shop.text("سلام"));
    const [item] = (await inbox(shop.seller)).items;
    const id = item?.conversation_id ?? "";
    const other = await harness.shop();
    const number = await whatsappNumber(shop.seller);
    const base = `/api/conversations/${id}`;
    for (const [method, path, body] of [
      ["GET", base],
      ["GET", `${base}/messages`],
      ["POST", `${base}/read`],
      ["POST", `${base}/messages`, { text: "Hello" }],
      ["POST", `${base}/takeover`],
      ["DELETE", `${base}/takeover`],
      [
        "POST",
        "/api/conversations/whatsapp-reads",
        { connection_id: number.connection.id, customer_number: "989121112233" },
      ],
    ] as const) {
      const answer = await send(other.seller, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await inbox(other.seller)).items).toEqual([]);
    // The shop's own conversation is untouched by the stranger's attempts.
    expect((await harness.get<Conversation>(shop.seller, base)).taken_over).toBe(false);

    for (const [method, path, body] of [
      ["GET", "/api/conversations/not-a-uuid"],
      ["GET", "/api/conversations?filter=everything"],
      ["GET", "/api/conversations?cursor=yesterday"],
      ["GET", `${base}/messages?before=-1`],
      ["POST", `${base}/messages`, { text: "   " }],
      ["POST", `${base}/messages`, { text: "x".repeat(4097) }],
      ["POST", "/api/conversations/whatsapp-reads", { connection_id: number.connection.id, customer_number: "+98" }],
    ] as const) {
      const answer = await send(shop.seller, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe("validation_failed");
    }
  });
});
