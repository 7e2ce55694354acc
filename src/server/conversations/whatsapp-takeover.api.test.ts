import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InboxPage, personTexts } from "../../shared/conversations";
import {
  displayNumber,
  type WhatsappConnection,
  type WhatsappTakeover,
  type WhatsappThread,
} from "../../shared/whatsapp";
import { whatsappTakeovers } from "../db/schema";
import { type CloudApiStandIn, startCloudApiStandIn } from "../integrations/whatsapp/test/cloud-api-stand-in";
import { startScheduler } from "../jobs/scheduler";
import { createLogger } from "../logger";
import { AlertPace } from "../owner-chat/alert-pace";
import { alertQueueOn, ownerAlertQueue } from "../owner-chat/alert-queue";
import { buttonsOf, type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import type { TestAccount } from "../test/make-user";

const appSecret = "0123456789abcdef0123456789abcdef";
let whatsapp: CloudApiStandIn;
let harness: ShopHarness;
let stopScheduler: () => Promise<void>;
beforeAll(async () => {
  whatsapp = await startCloudApiStandIn();
  harness = await startShopHarness({ WHATSAPP_API_ROOT: whatsapp.baseUrl });
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
  await whatsapp.close();
});

type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;

const t = personTexts.fa;
const call = (account: TestAccount, method: string, path: string, body?: unknown) =>
  harness.server.app.request(
    path,
    harness.onApp(account, {
      method,
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    }),
  );
let lastCustomer = 989120000600;
const newCustomer = () => {
  lastCustomer += 1;
  return String(lastCustomer);
};

/** A shop (with its bot, for the owner chat) and a product, its WhatsApp number answering by the sales assistant. */
async function whatsappShop() {
  const shop = await harness.shop();
  await harness.product(shop.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
  const number = whatsapp.addNumber({ verifiedName: "Shal Shop" });
  const connected = await harness.post(shop.seller, "/api/whatsapp/connections", {
    phone_number_id: number.phoneNumberId,
    access_token: number.accessToken,
    app_secret: appSecret,
    verify_token: "",
  });
  expect(connected.status, await connected.clone().text()).toBe(201);
  const connection = (await connected.json()) as WhatsappConnection;
  const base = `/api/whatsapp/connections/${connection.id}`;
  const autoReply = async (on: boolean) =>
    expect((await call(shop.seller, "PATCH", base, { auto_reply: on })).status).toBe(200);
  await autoReply(true);

  /** Meta posts the customer's text to the number's webhook; the test waits for the auto-reply. */
  async function customerWrites(from: string, text: string, timestamp?: number) {
    const message = whatsapp.customerMessage({
      phoneNumberId: number.phoneNumberId,
      appSecret,
      from,
      text,
      name: "Reza",
      timestamp,
    });
    const answer = await harness.server.app.request(`${base}/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": message.signature },
      body: message.body,
    });
    expect(answer.status).toBe(200);
    await harness.settled();
  }
  /** What the number sent this customer, in order. */
  const sentTo = (customer: string) =>
    whatsapp.messages
      .filter((sent) => sent.phoneNumberId === number.phoneNumberId && sent.to === customer)
      .map((sent) => sent.text);
  const takeover = (customer: string, method = "POST", account = shop.seller) =>
    call(account, method, `${base}/conversations/${customer}/takeover`);
  async function takeOver(customer: string) {
    const answer = await takeover(customer);
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as WhatsappTakeover;
  }
  const reply = (customer: string, text: string) =>
    call(shop.seller, "POST", `${base}/conversations/${customer}/messages`, { text });
  const thread = (customer: string) => harness.get<WhatsappThread>(shop.seller, `${base}/conversations/${customer}`);
  const told = (customer: string) => sentTo(customer).filter((text) => text === t.takenOver).length;
  return { shop, number, connection, base, autoReply, customerWrites, sentTo, takeover, takeOver, reply, thread, told };
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

const personAlerts = (owner: ReturnType<Shop["chat"]>) =>
  owner.sent().filter((message) => message.text.startsWith("🙋"));

describe("a person takes a WhatsApp customer over from the number's auto-reply (issue 37)", () => {
  it("ISSUE37-TAKEOVER whatsapp taken over, the auto-reply keeps quiet to that customer and still answers another; the customer is told once that a person answers", async () => {
    const wa = await whatsappShop();
    const [reza, mina] = [newCustomer(), newCustomer()];
    await wa.customerWrites(reza, "چی دارید؟");
    await wa.customerWrites(mina, "چی دارید؟");
    expect(wa.sentTo(reza)).toHaveLength(1);
    expect(wa.sentTo(mina)).toHaveLength(1);

    const held = await wa.takeOver(reza);
    expect(held).toMatchObject({ taken_over: true, taken_over_by: wa.shop.seller.name, wants_person: false });
    expect(Date.parse(held.taken_over_until ?? "") - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(wa.sentTo(reza).at(-1)).toBe(t.takenOver);
    // Pressed again: nothing changes and the customer is not told twice.
    expect(await wa.takeOver(reza)).toMatchObject({ taken_over: true });
    expect(wa.told(reza)).toBe(1);

    const before = wa.sentTo(reza).length;
    await wa.customerWrites(reza, "قیمت شال چنده؟");
    expect(wa.sentTo(reza)).toHaveLength(before);
    await wa.customerWrites(mina, "قیمت شال چنده؟");
    expect(wa.sentTo(mina)).toHaveLength(2);

    // The thread and the inbox say who holds it; the notice is in the thread as the number's own message.
    const thread = await wa.thread(reza);
    expect(thread.takeover).toEqual(held);
    expect(thread.items.filter((message) => message.content === t.takenOver)).toMatchObject([
      { is_incoming: false, source: "auto-reply" },
    ]);
    const { items } = await harness.get<InboxPage>(wa.shop.seller, "/api/conversations");
    const rowOf = (customer: string) => items.find((item) => item.whatsapp?.customer_number === customer);
    expect(rowOf(reza)).toMatchObject({ taken_over: true, wants_person: false });
    expect(rowOf(mina)).toMatchObject({ taken_over: false });

    // A reply from the web goes alone: the customer was told already in this takeover.
    const replied = await wa.reply(reza, "سلام رضا، شال آبی هم داریم.");
    expect(replied.status, await replied.clone().text()).toBe(201);
    expect(wa.sentTo(reza).at(-1)).toBe("سلام رضا، شال آبی هم داریم.");
    expect(wa.told(reza)).toBe(1);
  });

  it("ISSUE37-TAKEOVER whatsapp a reply from the web takes over, told first; release, or 24 hours after the last reply, gives the customer back to the auto-reply", async () => {
    const wa = await whatsappShop();
    const reza = newCustomer();
    await wa.customerWrites(reza, "چی دارید؟");
    const replied = await wa.reply(reza, "سلام، من سارا هستم.");
    expect(replied.status, await replied.clone().text()).toBe(201);
    expect(wa.sentTo(reza).slice(-2)).toEqual([t.takenOver, "سلام، من سارا هستم."]);
    expect((await wa.thread(reza)).items.slice(-2)).toMatchObject([
      { content: t.takenOver, source: "auto-reply" },
      { content: "سلام، من سارا هستم.", source: "seller" },
    ]);
    expect((await wa.thread(reza)).takeover).toMatchObject({ taken_over: true, taken_over_by: wa.shop.seller.name });
    let before = wa.sentTo(reza).length;
    await wa.customerWrites(reza, "چی دارید؟");
    expect(wa.sentTo(reza)).toHaveLength(before);

    const released = await wa.takeover(reza, "DELETE");
    expect(released.status).toBe(200);
    expect(await released.json()).toEqual({
      wants_person: false,
      taken_over: false,
      taken_over_by: null,
      taken_over_until: null,
    });
    await wa.customerWrites(reza, "چی دارید؟");
    expect(wa.sentTo(reza)).toHaveLength(before + 1);

    // A reply takes it anew, and the customer is told anew: once per takeover.
    expect((await wa.reply(reza, "من برگشتم.")).status).toBe(201);
    expect(wa.told(reza)).toBe(2);
    before = wa.sentTo(reza).length;
    await wa.customerWrites(reza, "چی دارید؟");
    expect(wa.sentTo(reza)).toHaveLength(before);
    // The last reply was 25 hours ago (the stored times are moved back, as the clock would have moved on).
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await harness.server.database.db
      .update(whatsappTakeovers)
      .set({ takenOverAt: dayAgo, lastHumanReplyAt: dayAgo })
      .where(and(eq(whatsappTakeovers.sellerId, wa.shop.seller.id), eq(whatsappTakeovers.customerNumber, reza)));
    expect((await wa.thread(reza)).takeover).toMatchObject({ taken_over: false, taken_over_until: null });
    await wa.customerWrites(reza, "چی دارید؟");
    expect(wa.sentTo(reza)).toHaveLength(before + 1);
  });

  it("ISSUE37-TAKEOVER whatsapp outside the customer's 24 hours the takeover holds and nothing is sent; the notice goes before the first reply once they write again", async () => {
    const wa = await whatsappShop();
    const reza = newCustomer();
    // The customer last wrote 25 hours ago: WhatsApp takes no free text now, so nothing could answer them.
    await wa.customerWrites(reza, "چی دارید؟", Math.floor(Date.now() / 1000) - 25 * 3600);
    expect(wa.sentTo(reza)).toEqual([]);

    expect(await wa.takeOver(reza)).toMatchObject({ taken_over: true });
    expect(wa.sentTo(reza)).toEqual([]);
    const refused = await wa.reply(reza, "سلام");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "whatsapp_outside_window" });
    expect(wa.sentTo(reza)).toEqual([]);

    // They write again: the auto-reply keeps quiet (a person holds them), and the first reply is preceded by the word.
    await wa.customerWrites(reza, "هستید؟");
    expect(wa.sentTo(reza)).toEqual([]);
    expect((await wa.reply(reza, "بله، در خدمتم.")).status).toBe(201);
    expect(wa.sentTo(reza)).toEqual([t.takenOver, "بله، در خدمتم."]);
  });

  it("ISSUE37-TAKEOVER whatsapp «اپراتور» or “operator” marks the customer as wanting a person, tells them someone will answer, and alerts the owner chat once", async () => {
    const wa = await whatsappShop();
    const owner = await linkOwner(wa.shop);
    const reza = newCustomer();
    await wa.customerWrites(reza, "بستهٔ من کجاست؟");
    await wa.customerWrites(reza, "اپراتور");
    expect(wa.sentTo(reza).at(-1)).toBe(t.queued);
    await expect.poll(() => personAlerts(owner).length).toBe(1);
    const [alert] = personAlerts(owner);
    expect(alert?.text).toBe(
      [
        `🙋 Reza ${displayNumber(reza)} می‌خواهد با یک نفر گفتگو کند`,
        `از: واتساپ · Shal Shop (${wa.connection.display_phone_number})`,
        "آخرین پیام: «بستهٔ من کجاست؟»",
      ].join("\n"),
    );
    expect(buttonsOf(alert)).toEqual([
      {
        text: "باز کردن گفتگو",
        url: `https://shop.example/adminto?number=${wa.connection.id}&chat=${reza}`,
      },
    ]);
    const waiting = await harness.get<InboxPage>(wa.shop.seller, "/api/conversations?filter=wants_person");
    expect(waiting.counts.wants_person).toBe(1);
    expect(waiting.items).toMatchObject([
      { channel: "whatsapp", wants_person: true, whatsapp: { connection_id: wa.connection.id, customer_number: reza } },
    ]);
    expect((await wa.thread(reza)).takeover).toMatchObject({ wants_person: true, taken_over: false });

    // Asking again while waiting, in English, is answered in English, and the owner hears nothing new.
    await wa.customerWrites(reza, "  Operator ");
    expect(wa.sentTo(reza).at(-1)).toBe(personTexts.en.queued);
    // A word inside a sentence is no request: the assistant answers it.
    await wa.customerWrites(reza, "اپراتور شما کیست؟");
    expect(wa.sentTo(reza).at(-1)).not.toBe(t.queued);

    // Taking over ends the wait; asking then gets no automatic answer and no alert: the person is there.
    expect(await wa.takeOver(reza)).toMatchObject({ taken_over: true, wants_person: false });
    const before = wa.sentTo(reza).length;
    await wa.customerWrites(reza, "human");
    expect(wa.sentTo(reza)).toHaveLength(before);

    // With the auto-reply off the number says nothing, and the owner is still alerted.
    await wa.autoReply(false);
    const mina = newCustomer();
    await wa.customerWrites(mina, "پشتيبان");
    expect(wa.sentTo(mina)).toEqual([]);
    await expect.poll(() => personAlerts(owner).length).toBe(2);
    expect(personAlerts(owner)[1]?.text.split("\n")[0]).toBe(
      `🙋 Reza ${displayNumber(mina)} می‌خواهد با یک نفر گفتگو کند`,
    );
    expect(personAlerts(owner)[1]?.text).toContain("آخرین پیام: «پشتيبان»");
  });

  it("ISSUE37-TAKEOVER whatsapp another shop's conversation is 404, a customer the number never spoke with too, and bad input is 400", async () => {
    const wa = await whatsappShop();
    const other = await whatsappShop();
    const reza = newCustomer();
    await wa.customerWrites(reza, "چی دارید؟");
    for (const method of ["POST", "DELETE"]) {
      const refused = await wa.takeover(reza, method, other.shop.seller);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: "not_found" });
      expect((await wa.takeover(newCustomer(), method)).status).toBe(404);
      expect((await call(wa.shop.seller, method, `${wa.base}/conversations/+98/takeover`)).status).toBe(400);
      expect(
        (await call(wa.shop.seller, method, `/api/whatsapp/connections/nope/conversations/${reza}/takeover`)).status,
      ).toBe(400);
    }
    const replied = await call(other.shop.seller, "POST", `${wa.base}/conversations/${reza}/messages`, { text: "hi" });
    expect(replied.status).toBe(404);
    // Nothing was taken over: the auto-reply still answers the customer.
    expect((await wa.thread(reza)).takeover.taken_over).toBe(false);
    await wa.customerWrites(reza, "چی دارید؟");
    expect(wa.sentTo(reza)).toHaveLength(2);
  });
});
