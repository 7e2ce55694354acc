import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personTexts } from "../../shared/conversations";
import type { WhatsappConnection, WhatsappConversation, WhatsappThread } from "../../shared/whatsapp";
import { sellerBots, whatsappConnections, whatsappMessages } from "../db/schema";
import {
  type CloudApiStandIn,
  type StandInNumber,
  startCloudApiStandIn,
} from "../integrations/whatsapp/test/cloud-api-stand-in";
import { openEventStream } from "../test/event-stream";
import { productBody } from "../test/make-product";
import { asUser, makeUser, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { createTestServer } from "../test/test-server";

const appUrl = "https://shop.example";
const appSecret = "0123456789abcdef0123456789abcdef";
const adminEmail = "wa-admin@example.com";
const blockingAdminEmail = "wa-blocking-admin@example.com";
let standIn: CloudApiStandIn;
let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  standIn = await startCloudApiStandIn();
  server = await createTestServer({
    APP_URL: appUrl,
    WHATSAPP_API_ROOT: standIn.baseUrl,
    WHATSAPP_CONNECT_RATE_LIMIT_PER_MINUTE: "1000",
    ADMIN_EMAILS: `${adminEmail},${blockingAdminEmail}`,
  });
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

const app = () => server.app;
const db = () => server.database.db;
const seller = () => makeUser(app(), { origin: appUrl });
const onApp = (account: TestAccount, init: RequestInit = {}) =>
  asUser(account.cookie, { ...init, headers: { ...(init.headers as Record<string, string>), origin: appUrl } });
const post = (account: TestAccount, path: string, body: unknown, method = "POST") =>
  app().request(
    path,
    onApp(account, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
async function read<T>(account: TestAccount, path: string): Promise<T> {
  const response = await app().request(path, onApp(account));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
/** Waits until the work that follows an answer (the auto-reply) has ended. */
const settled = () => expect.poll(() => server.openStreams.size).toBe(0);

/** A seller with a connected number, and what Meta would do for that number. */
async function connectedShop(input: { owner?: TestAccount; number?: StandInNumber } = {}) {
  const account = input.owner ?? (await seller());
  const number = input.number ?? standIn.addNumber({ verifiedName: "Shal Shop" });
  const response = await post(account, "/api/whatsapp/connections", {
    phone_number_id: number.phoneNumberId,
    access_token: number.accessToken,
    app_secret: appSecret,
    verify_token: "",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const connection = (await response.json()) as WhatsappConnection;
  const webhook = `/api/whatsapp/connections/${connection.id}/webhook`;

  /** A customer writes to the number; Meta posts it, signed, and the test waits for the auto-reply. */
  async function customerWrites(from: string, text: string, extra: { id?: string; timestamp?: number } = {}) {
    const message = standIn.customerMessage({
      phoneNumberId: number.phoneNumberId,
      appSecret,
      from,
      text,
      name: "Reza",
      ...extra,
    });
    const answer = await deliver(message.body, message.signature);
    expect(answer.status, await answer.clone().text()).toBe(200);
    await settled();
    return message.id;
  }
  const deliver = (body: string, signature?: string) =>
    app().request(webhook, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
      body,
    });
  const sentTo = (customer: string) =>
    standIn.messages.filter((sent) => sent.phoneNumberId === number.phoneNumberId && sent.to === customer);
  const thread = (customer: string) =>
    read<WhatsappThread>(account, `/api/whatsapp/connections/${connection.id}/conversations/${customer}`);
  return { account, number, connection, webhook, customerWrites, deliver, sentTo, thread };
}

describe("connecting a number (issue 17)", () => {
  it("WA-01 a visitor is refused every WhatsApp route but Meta's webhook", async () => {
    expect((await app().request("/api/whatsapp/connections")).status).toBe(401);
    const refused = await app().request("/api/whatsapp/connections", {
      method: "POST",
      headers: { "content-type": "application/json", origin: appUrl },
      body: "{}",
    });
    expect(refused.status).toBe(401);
  });

  it("WA-04 connects with the token Meta knows, shows the webhook address and verify token, and never the secrets", async () => {
    const shop = await connectedShop();
    expect(shop.connection).toMatchObject({
      phone_number_id: shop.number.phoneNumberId,
      display_phone_number: shop.number.displayPhoneNumber,
      verified_name: "Shal Shop",
      masked_access_token: `••••${shop.number.accessToken.slice(-4)}`,
      masked_app_secret: "••••cdef",
      webhook_url: `${appUrl}/api/whatsapp/connections/${shop.connection.id}/webhook`,
      webhook_verified_at: null,
      auto_reply: false,
    });
    expect(shop.connection.verify_token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const list = await read<{ items: WhatsappConnection[]; limit: number | null }>(
      shop.account,
      "/api/whatsapp/connections",
    );
    expect(list).toEqual({ items: [shop.connection], limit: 1 });
    const [row] = await db().select().from(whatsappConnections).where(eq(whatsappConnections.id, shop.connection.id));
    const stored = JSON.stringify(row);
    const shown = JSON.stringify(list);
    for (const secret of [shop.number.accessToken, appSecret]) {
      expect(stored).not.toContain(secret);
      expect(shown).not.toContain(secret);
    }
  });

  it("a token Meta refuses, or one that cannot see the number, is refused and stores nothing; bad input too", async () => {
    const account = await seller();
    const number = standIn.addNumber();
    const other = standIn.addNumber();
    const attempt = (body: Record<string, string>) =>
      post(account, "/api/whatsapp/connections", {
        phone_number_id: number.phoneNumberId,
        access_token: number.accessToken,
        app_secret: appSecret,
        ...body,
      });
    const unknown = await attempt({ access_token: "EAAGnotATokenMetaKnows0000000000" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: "whatsapp_token_invalid" });
    const notItsNumber = await attempt({ access_token: other.accessToken });
    expect(notItsNumber.status).toBe(400);
    expect(await notItsNumber.json()).toMatchObject({ code: "whatsapp_token_invalid" });
    const badInputs: Record<string, string>[] = [
      { app_secret: "not-hex" },
      { phone_number_id: "12ab" },
      { verify_token: "short" },
      { verify_token: "has spaces in it" },
      { access_token: "" },
    ];
    for (const bad of badInputs) {
      const refused = await attempt(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "validation_failed" });
    }
    standIn.failNext("http-502");
    const silent = await attempt({});
    expect(silent.status).toBe(502);
    expect(await silent.json()).toMatchObject({ code: "whatsapp_unreachable" });
    expect((await read<{ items: unknown[] }>(account, "/api/whatsapp/connections")).items).toEqual([]);
  });

  it("a number connected to one account is refused to another; its owner connecting again renews the token in place", async () => {
    const shop = await connectedShop();
    const intruder = await seller();
    const taken = await post(intruder, "/api/whatsapp/connections", {
      phone_number_id: shop.number.phoneNumberId,
      access_token: shop.number.accessToken,
      app_secret: appSecret,
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "whatsapp_already_connected" });

    const newToken = standIn.renewToken(shop.number.phoneNumberId);
    const renewed = await post(shop.account, "/api/whatsapp/connections", {
      phone_number_id: shop.number.phoneNumberId,
      access_token: newToken,
      app_secret: appSecret,
    });
    expect(renewed.status).toBe(201);
    const again = (await renewed.json()) as WhatsappConnection;
    expect(again).toMatchObject({
      id: shop.connection.id,
      verify_token: shop.connection.verify_token,
      masked_access_token: `••••${newToken.slice(-4)}`,
    });
  });

  it("the plan allows one number free and on Eco, three on Pro, and no limit on Ultra (as for accounts)", async () => {
    const account = await seller();
    await connectedShop({ owner: account });
    const second = standIn.addNumber();
    const connectSecond = () =>
      post(account, "/api/whatsapp/connections", {
        phone_number_id: second.phoneNumberId,
        access_token: second.accessToken,
        app_secret: appSecret,
      });
    const refused = await connectSecond();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: "plan_limit_reached",
      params: { current: "free", limit: 1, plan: "pro" },
    });
    expect((await read<{ items: unknown[] }>(account, "/api/whatsapp/connections")).items).toHaveLength(1);
    await subscribe(db(), account.id, "enterprise");
    expect((await connectSecond()).status).toBe(201);
    expect((await read<{ limit: number | null }>(account, "/api/whatsapp/connections")).limit).toBeNull();
  });

  it("another seller's number is not found, to read, change, send from or disconnect", async () => {
    const shop = await connectedShop();
    const stranger = await seller();
    const base = `/api/whatsapp/connections/${shop.connection.id}`;
    expect((await app().request(`${base}/conversations`, onApp(stranger))).status).toBe(404);
    expect((await app().request(`${base}/conversations/989121234567`, onApp(stranger))).status).toBe(404);
    expect((await post(stranger, base, { auto_reply: true }, "PATCH")).status).toBe(404);
    expect((await post(stranger, `${base}/test`, { user_name: "Sara", user_phone: "09121234567" })).status).toBe(404);
    expect((await post(stranger, `${base}/conversations/989121234567/messages`, { text: "hello" })).status).toBe(404);
    expect((await app().request(base, onApp(stranger, { method: "DELETE" }))).status).toBe(404);
    expect((await read<{ items: WhatsappConnection[] }>(shop.account, "/api/whatsapp/connections")).items).toEqual([
      shop.connection,
    ]);
  });
});

describe("Meta's webhook (DESIGN 26)", () => {
  it("answers the challenge only for the number's verify token, and the page then shows it verified", async () => {
    const shop = await connectedShop();
    const verify = (token: string, mode = "subscribe", id = shop.connection.id) =>
      app().request(
        `/api/whatsapp/connections/${id}/webhook?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      );
    expect((await verify("wrong-token-123")).status).toBe(403);
    expect((await verify(shop.connection.verify_token, "unsubscribe")).status).toBe(403);
    expect((await verify(shop.connection.verify_token, "subscribe", crypto.randomUUID())).status).toBe(403);
    const unverified = await read<{ items: WhatsappConnection[] }>(shop.account, "/api/whatsapp/connections");
    expect(unverified.items[0]?.webhook_verified_at).toBeNull();
    const answered = await verify(shop.connection.verify_token);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe("1158201444");
    const verified = await read<{ items: WhatsappConnection[] }>(shop.account, "/api/whatsapp/connections");
    expect(verified.items[0]?.webhook_verified_at).not.toBeNull();
  });

  it("WA-03 a signed message is stored with the customer's number, content, direction and time before the 200", async () => {
    const shop = await connectedShop();
    const sentAt = Math.floor(Date.now() / 1000) - 30;
    const id = await shop.customerWrites("989121234567", "سلام، شال دارید؟", { timestamp: sentAt });
    const [row] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waMessageId, id));
    expect(row).toMatchObject({
      userId: shop.account.id,
      fromNumber: "989121234567",
      customerNumber: "989121234567",
      customerName: "Reza",
      messageContent: "سلام، شال دارید؟",
      isIncoming: true,
    });
    expect(row?.createdAt.getTime()).toBe(sentAt * 1000);
  });

  it("a number connected before the webhook moved under /connections is still verified and heard at its old address", async () => {
    const shop = await connectedShop();
    const oldAddress = `/api/whatsapp/${shop.connection.id}/webhook`;
    const challenge = `?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(shop.connection.verify_token)}&hub.challenge=42`;
    const answered = await app().request(`${oldAddress}${challenge}`);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toBe("42");
    const message = standIn.customerMessage({
      phoneNumberId: shop.number.phoneNumberId,
      appSecret,
      from: "989120000077",
      text: "still here?",
    });
    const stored = await app().request(oldAddress, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": message.signature },
      body: message.body,
    });
    expect(stored.status, await stored.clone().text()).toBe(200);
    const [row] = await db().select().from(whatsappMessages).where(eq(whatsappMessages.waMessageId, message.id));
    expect(row?.messageContent).toBe("still here?");
  });

  it("a bad, missing or foreign signature, or a changed body, is refused with 401 and stores nothing", async () => {
    const shop = await connectedShop();
    const message = standIn.customerMessage({
      phoneNumberId: shop.number.phoneNumberId,
      appSecret,
      from: "989120000011",
      text: "forged?",
    });
    const otherSecret = standIn.customerMessage({
      phoneNumberId: shop.number.phoneNumberId,
      appSecret: "ffffffffffffffffffffffffffffffff",
      from: "989120000011",
      text: "forged?",
    });
    for (const [body, signature] of [
      [message.body, undefined],
      [message.body, "sha256=00"],
      [message.body, `sha256=${"0".repeat(64)}`],
      [otherSecret.body, otherSecret.signature],
      [message.body.replace("forged?", "changed"), message.signature],
    ] as const) {
      const refused = await shop.deliver(body, signature);
      expect(refused.status).toBe(401);
    }
    const unknownNumber = await app().request(`/api/whatsapp/connections/${crypto.randomUUID()}/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": message.signature },
      body: message.body,
    });
    expect(unknownNumber.status).toBe(401);
    expect(await db().$count(whatsappMessages, eq(whatsappMessages.customerNumber, "989120000011"))).toBe(0);
    // Signed but not JSON, or not a WhatsApp call: refused as bad input, still nothing stored.
    const { signatureOf } = await import("../integrations/whatsapp/test/cloud-api-stand-in");
    expect((await shop.deliver("not json", signatureOf("not json", appSecret))).status).toBe(400);
    expect((await shop.deliver("[1,2]", signatureOf("[1,2]", appSecret))).status).toBe(400);
  });

  it("a replayed message is stored once", async () => {
    const shop = await connectedShop();
    const id = await shop.customerWrites("989120000012", "first");
    await shop.customerWrites("989120000012", "first", { id });
    expect(await db().$count(whatsappMessages, eq(whatsappMessages.waMessageId, id))).toBe(1);
    expect((await shop.thread("989120000012")).items).toHaveLength(1);
  });

  it("a message for a number of another seller posted to this webhook is ignored", async () => {
    const mine = await connectedShop();
    const theirs = await connectedShop();
    const message = standIn.customerMessage({
      phoneNumberId: theirs.number.phoneNumberId,
      appSecret,
      from: "989120000013",
      text: "to the other shop",
    });
    expect((await mine.deliver(message.body, message.signature)).status).toBe(200);
    expect(await db().$count(whatsappMessages, eq(whatsappMessages.customerNumber, "989120000013"))).toBe(0);
  });

  it("the seller's open page hears of a new message at once", async () => {
    const shop = await connectedShop();
    const stream = await openEventStream(app(), shop.account.cookie, { origin: appUrl });
    await stream.next("ready");
    await shop.customerWrites("989120000014", "live?");
    const event = await stream.next("whatsapp");
    expect(event.data).toMatchObject({
      type: "whatsapp",
      connection_id: shop.connection.id,
      customer_number: "989120000014",
    });
    stream.close();
  });
});

describe("conversations and replies", () => {
  it("groups messages by customer, the latest conversation first, each thread oldest first", async () => {
    const shop = await connectedShop();
    const now = Math.floor(Date.now() / 1000);
    await shop.customerWrites("989120000021", "one", { timestamp: now - 300 });
    await shop.customerWrites("989120000022", "two", { timestamp: now - 200 });
    await shop.customerWrites("989120000021", "three", { timestamp: now - 100 });
    const { items } = await read<{ items: WhatsappConversation[] }>(
      shop.account,
      `/api/whatsapp/connections/${shop.connection.id}/conversations`,
    );
    expect(items.map((item) => [item.customer_number, item.message_count, item.last_message.content])).toEqual([
      ["989120000021", 2, "three"],
      ["989120000022", 1, "two"],
    ]);
    expect(items[0]?.customer_name).toBe("Reza");
    expect(Date.parse(items[0]?.window_open_until ?? "")).toBe((now - 100) * 1000 + 24 * 3600_000);
    const thread = await shop.thread("989120000021");
    expect(thread.items.map((message) => message.content)).toEqual(["one", "three"]);
    const badNumber = await app().request(
      `/api/whatsapp/connections/${shop.connection.id}/conversations/not-a-number`,
      onApp(shop.account),
    );
    expect(badNumber.status).toBe(400);
  });

  it("a reply by hand within 24 hours is sent and shown; after 24 hours it is refused and nothing is sent", async () => {
    const shop = await connectedShop();
    await shop.customerWrites("989120000031", "hi");
    const path = `/api/whatsapp/connections/${shop.connection.id}/conversations/989120000031/messages`;
    const sent = await post(shop.account, path, { text: "  Hello Reza, yes we do.  " });
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect(await sent.json()).toMatchObject({
      content: "Hello Reza, yes we do.",
      is_incoming: false,
      source: "seller",
      status: "sent",
    });
    // The reply takes the conversation over from the auto-reply (issue 37): the customer is told first.
    expect(shop.sentTo("989120000031").map((message) => message.text)).toEqual([
      personTexts.fa.takenOver,
      "Hello Reza, yes we do.",
    ]);
    expect((await shop.thread("989120000031")).items.map((message) => message.source)).toEqual([
      "customer",
      "auto-reply",
      "seller",
    ]);

    const dayAgo = Math.floor(Date.now() / 1000) - 24 * 3600 - 60;
    await shop.customerWrites("989120000032", "yesterday", { timestamp: dayAgo });
    const late = await post(shop.account, path.replace("989120000031", "989120000032"), { text: "Sorry for the wait" });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "whatsapp_outside_window" });
    expect(shop.sentTo("989120000032")).toEqual([]);
    expect((await shop.thread("989120000032")).items).toHaveLength(1);
    const never = await post(shop.account, path.replace("989120000031", "989120000039"), { text: "Hi there" });
    expect(never.status).toBe(409);

    for (const text of ["", "   ", "x".repeat(4097)]) {
      expect((await post(shop.account, path, { text })).status).toBe(400);
    }
  });

  it("an expired token is said as such and the failed reply is recorded with why", async () => {
    const shop = await connectedShop();
    await shop.customerWrites("989120000033", "hi");
    standIn.expireToken(shop.number.accessToken);
    const path = `/api/whatsapp/connections/${shop.connection.id}/conversations/989120000033/messages`;
    const refused = await post(shop.account, path, { text: "Hello?" });
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ code: "whatsapp_token_invalid" });
    expect((await shop.thread("989120000033")).items.at(-1)).toMatchObject({
      content: "Hello?",
      status: "failed",
      error: "token_invalid",
    });
  });

  it("a sent message follows WhatsApp's statuses, and a late 'delivered' never undoes 'read'", async () => {
    const shop = await connectedShop();
    await shop.customerWrites("989120000034", "hi");
    const path = `/api/whatsapp/connections/${shop.connection.id}/conversations/989120000034/messages`;
    expect((await post(shop.account, path, { text: "Hello" })).status).toBe(201);
    const messageId = shop.sentTo("989120000034").at(-1)?.id ?? "";
    const report = async (status: "delivered" | "read") => {
      const signed = standIn.statusReport({ appSecret, messageId, status });
      expect((await shop.deliver(signed.body, signed.signature)).status).toBe(200);
    };
    await report("read");
    await report("delivered");
    expect((await shop.thread("989120000034")).items.at(-1)?.status).toBe("read");
  });

  it("WA-02 the test message goes to 09… in international form: the greeting template, or text with the name inside 24 hours", async () => {
    const shop = await connectedShop();
    const path = `/api/whatsapp/connections/${shop.connection.id}/test`;
    const first = await post(shop.account, path, { user_name: "Sara", user_phone: "۰۹۱۲۳۴۵۶۷۸۹" });
    expect(first.status, await first.clone().text()).toBe(201);
    expect(shop.sentTo("989123456789")).toMatchObject([{ type: "template", template: "hello_world" }]);
    await shop.customerWrites("989123456789", "got it");
    expect((await post(shop.account, path, { user_name: "Sara", user_phone: "+989123456789" })).status).toBe(201);
    expect(shop.sentTo("989123456789").at(-1)).toMatchObject({ type: "text" });
    expect(shop.sentTo("989123456789").at(-1)?.text).toContain("Sara");
    // WhatsApp times a customer's message in whole seconds, so only the sources are compared, not their order.
    const sources = (await shop.thread("989123456789")).items.map((message) => message.source);
    expect(sources.sort()).toEqual(["customer", "test", "test"]);
    for (const bad of [
      { user_name: "", user_phone: "09123456789" },
      { user_name: "Sara", user_phone: "02112345678" },
    ]) {
      expect((await post(shop.account, path, bad)).status).toBe(400);
    }
  });

  it("disconnecting refuses Meta's calls from then on and keeps the conversations for a reconnect", async () => {
    const shop = await connectedShop();
    await shop.customerWrites("989120000035", "before");
    const gone = await app().request(
      `/api/whatsapp/connections/${shop.connection.id}`,
      onApp(shop.account, { method: "DELETE" }),
    );
    expect(gone.status).toBe(204);
    const late = standIn.customerMessage({
      phoneNumberId: shop.number.phoneNumberId,
      appSecret,
      from: "989120000035",
      text: "after",
    });
    expect((await shop.deliver(late.body, late.signature)).status).toBe(401);
    const back = await connectedShop({ owner: shop.account, number: shop.number });
    expect((await back.thread("989120000035")).items.map((message) => message.content)).toEqual(["before"]);
  });
});

describe("the auto-reply", () => {
  async function shopWithProducts() {
    const shop = await connectedShop();
    const add = (overrides: Record<string, unknown>) => post(shop.account, "/api/products", productBody(overrides));
    const shawl = await add({ name: "شال پشمی", price: 1_850_000, stock_quantity: 4, category: "clothing" });
    expect(shawl.status, await shawl.clone().text()).toBe(201);
    expect((await add({ name: "Desk lamp", price: 900_000, category: "home" })).status).toBe(201);
    return shop;
  }

  it("off: a customer's message is stored and nothing is sent", async () => {
    const shop = await shopWithProducts();
    await shop.customerWrites("989120000041", "چی دارید؟");
    expect(shop.sentTo("989120000041")).toEqual([]);
  });

  it("on: the sales assistant answers from this seller's products, in the customer's language", async () => {
    const shop = await shopWithProducts();
    const on = await post(
      shop.account,
      `/api/whatsapp/connections/${shop.connection.id}`,
      { auto_reply: true },
      "PATCH",
    );
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ auto_reply: true });
    await shop.customerWrites("989120000042", "چی دارید؟");
    const catalog = shop.sentTo("989120000042").at(-1)?.text ?? "";
    expect(catalog).toContain("• شال پشمی — ۱٬۸۵۰٬۰۰۰ تومان، ۴ عدد موجود");
    expect(catalog).toContain("• Desk lamp — ۹۰۰٬۰۰۰ تومان");
    await shop.customerWrites("989120000042", "a gift for my mother");
    expect(shop.sentTo("989120000042").at(-1)?.text).toContain("For that, I'd suggest:");
    await shop.customerWrites("989120000042", "قیمت شال پشمی چنده؟");
    const card = shop.sentTo("989120000042").at(-1)?.text ?? "";
    expect(card).toContain("*شال پشمی*");
    expect(card).toContain("قیمت: ۱٬۸۵۰٬۰۰۰ تومان");
    const thread = await shop.thread("989120000042");
    expect(thread.items.filter((message) => !message.is_incoming).map((message) => message.source)).toEqual([
      "auto-reply",
      "auto-reply",
      "auto-reply",
    ]);

    const off = await post(
      shop.account,
      `/api/whatsapp/connections/${shop.connection.id}`,
      { auto_reply: false },
      "PATCH",
    );
    expect(off.status).toBe(200);
    const before = shop.sentTo("989120000042").length;
    await shop.customerWrites("989120000042", "hello?");
    expect(shop.sentTo("989120000042")).toHaveLength(before);
  });

  it("speaks of no bot commands or buttons on WhatsApp, and sends the customer to the seller's bot to order", async () => {
    const shop = await shopWithProducts();
    await post(shop.account, `/api/whatsapp/connections/${shop.connection.id}`, { auto_reply: true }, "PATCH");
    await shop.customerWrites("989120000044", "Can you send it to Shiraz?");
    const unsure = shop.sentTo("989120000044").at(-1)?.text ?? "";
    expect(unsure).toContain("Send a product's name, or ask «what do you have?».");
    expect(unsure).not.toContain("/start");
    await shop.customerWrites("989120000044", "what do you have?");
    expect(shop.sentTo("989120000044").at(-1)?.text).toContain(
      "To order, write the product and how many you want here, and the seller will answer.",
    );

    // With a bot of the seller's, ordering happens there: the answer links it, a product's card links the product.
    await db().insert(sellerBots).values({
      id: crypto.randomUUID(),
      userId: shop.account.id,
      platform: "telegram",
      platformBotId: Date.now(),
      botUsername: "shal_shop_bot",
      botName: "Shal Shop",
      sealedToken: "unused",
      webhookSecretHash: "unused",
      maskedToken: "unused",
    });
    await shop.customerWrites("989120000044", "what do you have?");
    const listed = shop.sentTo("989120000044").at(-1)?.text ?? "";
    expect(listed).toContain("To order, open the shop's bot: https://t.me/shal_shop_bot");
    expect(listed).not.toContain("button");
    await shop.customerWrites("989120000044", "قیمت شال پشمی چنده؟");
    const card = shop.sentTo("989120000044").at(-1)?.text ?? "";
    expect(card).toMatch(/سفارش در ربات ما: https:\/\/t\.me\/shal_shop_bot\?start=p_\S+$/);
  });

  it("a replayed message is answered once", async () => {
    const shop = await shopWithProducts();
    await post(shop.account, `/api/whatsapp/connections/${shop.connection.id}`, { auto_reply: true }, "PATCH");
    const id = await shop.customerWrites("989120000043", "چی دارید؟");
    await shop.customerWrites("989120000043", "چی دارید؟", { id });
    expect(shop.sentTo("989120000043")).toHaveLength(1);
  });
});

describe("the admin", () => {
  it("ADM-22 sends the test message from the admin's own number once they connected one", async () => {
    const admin = await makeUser(app(), { email: adminEmail, origin: appUrl });
    const configured = async () =>
      (await read<{ sending_configured: boolean }>(admin, "/api/admin/whatsapp/messages")).sending_configured;
    expect(await configured()).toBe(false);
    const shop = await connectedShop({ owner: admin });
    expect(await configured()).toBe(true);
    const resent = await post(admin, "/api/admin/whatsapp/test", { user_name: "Sara", user_phone: "09121112233" });
    expect(resent.status, await resent.clone().text()).toBe(200);
    expect(shop.sentTo("989121112233")).toMatchObject([{ type: "template", template: "hello_world" }]);
  });

  it("a seller an admin blocked has a silent auto-reply, as their bots are", async () => {
    const admin = await makeUser(app(), { email: blockingAdminEmail, origin: appUrl });
    const shop = await connectedShop();
    await post(shop.account, `/api/whatsapp/connections/${shop.connection.id}`, { auto_reply: true }, "PATCH");
    const blocked = await post(admin, `/api/admin/users/${shop.account.id}/block`, { reason: "Spam" });
    expect(blocked.status, await blocked.clone().text()).toBe(200);
    await shop.customerWrites("989120000051", "چی دارید؟");
    expect(shop.sentTo("989120000051")).toEqual([]);
    expect(
      (await db().select().from(whatsappMessages).where(eq(whatsappMessages.customerNumber, "989120000051"))).map(
        (row) => row.isIncoming,
      ),
    ).toEqual([true]);
  });
});
