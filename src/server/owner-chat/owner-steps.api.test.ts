import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import { botChats } from "../db/schema";
import { buttonsOf } from "../selling-bot/test/shop-harness";
import { makeImage } from "../test/make-product";
import { ownerTexts } from "./owner-texts";
import { type OwnerChatHarness, startOwnerChatHarness } from "./test/owner-chat-harness";

const t = ownerTexts.fa;
const carriers = { iran_post: "پست ایران", tipax: "تیپاکس", other: "سایر" };

let harness: OwnerChatHarness;
beforeAll(async () => {
  harness = await startOwnerChatHarness();
}, 60_000);
afterAll(async () => {
  await harness.close();
});

type Shop = Awaited<ReturnType<OwnerChatHarness["shop"]>>;
type Chat = ReturnType<Shop["chat"]>;
type Message = ReturnType<Chat["sent"]>[number];

/** Presses the button labelled `label` on `message` (the message id follows, so an edit lands on it). */
async function press(chat: Chat, message: Message | undefined, label: string) {
  const data = buttonsOf(message).find((button) => button.text === label)?.callback_data;
  expect(data, `${label} in ${JSON.stringify(buttonsOf(message))}`).toBeDefined();
  await chat.deliver(chat.press(data ?? "", "fa", message?.messageId));
}

const labels = (message: Message | undefined) => buttonsOf(message).map((button) => button.text);

/** Waits for the order alerts the chat is due (they come through the job queue), so none lands amid a step. */
const alertsReached = (owner: Chat, count: number) =>
  expect.poll(() => owner.sent().filter((message) => message.text.startsWith("🛒")).length).toBe(count);

async function history(shop: Shop, orderId: string) {
  return (
    await harness.get<{
      items: { kind: string; from: string | null; to: string; actor: string; note: string | null }[];
    }>(shop.seller, `/api/orders/${orderId}/history`)
  ).items;
}

/** A shop whose buyer placed order 1 in the bot, and the seller confirmed it on the web. */
async function confirmedOrder() {
  const { shop, owner, shawl } = await harness.linkedShop();
  const buyer = await harness.buyerOrders(shop, shawl.id);
  await alertsReached(owner, 1);
  const [order] = await harness.orders(shop);
  const confirmed = await harness.post(shop.seller, `/api/orders/${order?.id}/status`, { to: "confirmed" });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return { shop, owner, buyer, orderId: order?.id ?? "" };
}

describe("/ship N in the owner chat: the carrier, then the code, by the web's rules (issue 37)", () => {
  it("ISSUE37-SHIP /ship N asks the carrier, asks again for a bad code, and a good one ships the order as the web does; the buyer gets the tracking", async () => {
    const { shop, owner, buyer, orderId } = await confirmedOrder();
    await owner.deliver(owner.text("/ship ۱"));
    const question = () => owner.sent().at(-1);
    expect(question()?.text).toBe(t.askCarrier("۱"));
    expect(labels(question())).toEqual([carriers.iran_post, carriers.tipax, carriers.other, t.stop]);

    await press(owner, question(), carriers.iran_post);
    expect(question()?.text).toBe(`${t.askCode("۱", carriers.iran_post)}\n${t.iranPostHint}`);
    expect(labels(question())).toEqual([t.stop]);

    await owner.deliver(owner.text("12345"));
    expect(owner.sent().at(-1)?.text).toBe(t.codeAgain(t.codeInvalid.iranPostCodeInvalid));
    expect((await harness.orders(shop))[0]).toMatchObject({ order_status: "confirmed", tracking: null });

    // Persian digits in groups, as a person copies them off the post's slip.
    await owner.deliver(owner.text("۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶ ۷۸۹۰ ۱۲۳۴"));
    const code = "123456789012345678901234";
    expect(owner.sent().at(-1)?.text).toBe(t.shipped("۱", carriers.iran_post, code));
    expect((await harness.orders(shop))[0]).toMatchObject({
      order_status: "shipped",
      tracking: { carrier: "iran_post", code, url: `https://tracking.post.ir/?id=${code}` },
    });
    expect(await history(shop, orderId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "status", from: "confirmed", to: "shipped", actor: "seller" }),
        expect.objectContaining({ kind: "tracking", to: code, actor: "seller" }),
      ]),
    );
    // The buyer is told as after the web's "Mark shipped": the parcel, its code, the carrier's page.
    const told = buyer.sent().at(-1);
    expect(told?.text).toContain(botTexts.fa.statusChanged.shipped("۱"));
    expect(told?.text).toContain(`<code>${code}</code>`);
    expect(buttonsOf(told)).toEqual([
      expect.objectContaining({ text: botTexts.fa.trackParcel, url: `https://tracking.post.ir/?id=${code}` }),
    ]);
    // The step is over: the next words are answered with the owner's help.
    await owner.deliver(owner.text("ABC-123"));
    expect(owner.sent().at(-1)?.text).toBe(t.help);
  });

  it("ISSUE37-SHIP /ship on a shipped order corrects its code (the buyer gets the new one); a code of text is Tipax's", async () => {
    const { shop, owner, buyer } = await confirmedOrder();
    await owner.deliver(owner.text("/ship 1"));
    await press(owner, owner.sent().at(-1), carriers.tipax);
    await owner.deliver(owner.text("TPX-4411"));
    expect(owner.sent().at(-1)?.text).toBe(t.shipped("۱", carriers.tipax, "TPX-4411"));
    await owner.deliver(owner.text("/ship 1"));
    expect(owner.sent().at(-1)?.text).toBe(`${t.askCarrier("۱")}\n${t.currentCode("TPX-4411")}`);
    await press(owner, owner.sent().at(-1), carriers.tipax);
    await owner.deliver(owner.text("TPX-4412"));
    expect(owner.sent().at(-1)?.text).toBe(t.trackingSaved("۱", carriers.tipax, "TPX-4412"));
    expect((await harness.orders(shop))[0]).toMatchObject({
      order_status: "shipped",
      tracking: { carrier: "tipax", code: "TPX-4412" },
    });
    expect(buyer.sent().at(-1)?.text).toContain(botTexts.fa.trackingChanged("۱"));
  });

  it("ISSUE37-SHIP a new order is refused with the web's reason; an unknown number, another shop's order or no number is said", async () => {
    const { shop, owner, shawl } = await harness.linkedShop();
    await harness.buyerOrders(shop, shawl.id);
    await alertsReached(owner, 1);
    await owner.deliver(owner.text("/ship 1"));
    expect(owner.sent().at(-1)?.text).toBe(`${t.shipRefused("۱", t.statuses.new)} ${t.confirmFirst}`);
    // Another shop has an order 2; this shop has none.
    const other = await harness.linkedShop();
    await harness.buyerOrders(other.shop, other.shawl.id);
    await harness.buyerOrders(other.shop, other.shawl.id);
    await owner.deliver(owner.text("/ship ۲"));
    expect(owner.sent().at(-1)?.text).toBe(t.shipUnknownOrder("۲"));
    await owner.deliver(owner.text("/ship"));
    expect(owner.sent().at(-1)?.text).toBe(t.shipUsage);
    // A cancelled order: the same refusal, its status said.
    const [order] = await harness.orders(shop);
    await harness.post(shop.seller, `/api/orders/${order?.id}/status`, { to: "cancelled" });
    await owner.deliver(owner.text("/ship 1"));
    expect(owner.sent().at(-1)?.text).toBe(t.shipRefused("۱", t.statuses.cancelled));
    expect((await harness.orders(other.shop)).map((listed) => listed.order_status)).toEqual(["new", "new"]);
  });

  it("ISSUE37-SHIP Cancel, another command, or 30 minutes end the step; nothing changes", async () => {
    const { shop, owner, orderId } = await confirmedOrder();
    await owner.deliver(owner.text("/ship 1"));
    await press(owner, owner.sent().at(-1), t.stop);
    expect(owner.sent().at(-1)?.text).toBe(t.shipStopped("۱"));
    expect(labels(owner.sent().at(-1))).toEqual([]);

    await owner.deliver(owner.text("/ship 1"));
    await press(owner, owner.sent().at(-1), carriers.other);
    await owner.deliver(owner.text("/report"));
    await owner.deliver(owner.text("Courier 77"));
    expect(owner.sent().at(-1)?.text).toBe(t.help);

    await owner.deliver(owner.text("/ship 1"));
    await press(owner, owner.sent().at(-1), carriers.other);
    await harness.server.database.db
      .update(botChats)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(and(eq(botChats.botId, shop.id), eq(botChats.chatId, owner.chatId)));
    await owner.deliver(owner.text("Courier 77"));
    expect(owner.sent().at(-1)?.text).toBe(t.stepExpired);
    expect((await harness.orders(shop))[0]).toMatchObject({ order_status: "confirmed", tracking: null });
    expect((await history(shop, orderId)).filter((event) => event.kind === "tracking")).toEqual([]);
  });

  it("ISSUE37-SHIP a confirmed order's alert and its line in /orders offer Ship, which asks the carrier; a buyer's /ship is a buyer's words", async () => {
    const { shop, owner, shawl } = await harness.linkedShop();
    const buyer = await harness.buyerOrders(shop, shawl.id);
    await alertsReached(owner, 1);
    const alert = () => owner.sent().find((message) => message.text.startsWith("🛒"));
    expect(labels(alert())).toEqual([t.confirm, t.cancel, t.openInWeb]);
    await press(owner, alert(), t.confirm);
    expect(labels(alert())).toEqual([t.ship, t.openInWeb]);
    await press(owner, alert(), t.ship);
    expect(owner.sent().at(-1)?.text).toBe(t.askCarrier("۱"));

    const before = owner.sent().length;
    await owner.deliver(owner.text("/orders"));
    const listed = owner.sent().slice(before);
    expect(listed[1]?.text).toContain(t.statusLine(t.statuses.confirmed));
    expect(labels(listed[1])).toEqual([t.ship, t.openInWeb]);
    await press(owner, listed[1], t.ship);
    expect(owner.sent().at(-1)?.text).toBe(t.askCarrier("۱"));

    // The buyer sends the same words: a buyer's answer, no owner question, and the order stays as it was.
    await buyer.deliver(buyer.text("/ship 1"));
    const answered = buyer.sent().at(-1)?.text ?? "";
    expect(answered).not.toBe(t.askCarrier("۱"));
    expect(Object.values(ownerTexts.fa).filter((text) => text === answered)).toEqual([]);
    expect((await harness.orders(shop))[0]).toMatchObject({ order_status: "confirmed" });
    const [buyerState] = await harness.server.database.db
      .select()
      .from(botChats)
      .where(and(eq(botChats.botId, shop.id), eq(botChats.chatId, buyer.chatId)));
    expect(JSON.stringify(buyerState?.state ?? null)).not.toContain("owner_");
  });
});

/** A card-to-card order whose buyer sent the receipt photo, and the receipt's alert in the owner chat. */
async function receiptAlert() {
  const { shop, owner, shawl } = await harness.linkedShop();
  const buyer = await harness.buyerOrders(shop, shawl.id);
  await buyer.deliver(buyer.photo(await makeImage("jpeg", 300, 500)));
  await expect.poll(() => owner.sent().filter((message) => message.photo).length).toBe(1);
  const receipt = () => owner.sent().find((message) => message.photo);
  const [order] = await harness.orders(shop);
  return { shop, owner, buyer, receipt, orderId: order?.id ?? "" };
}

describe("a rejected receipt says why (issue 37)", () => {
  it("ISSUE37-REJECT-REASON Reject offers preset reasons and Back; a preset rejects the receipt, the buyer is told it and the history keeps it", async () => {
    const { shop, owner, buyer, receipt, orderId } = await receiptAlert();
    await press(owner, receipt(), t.reject);
    expect(receipt()?.caption).toContain(t.askRejectReason("۱"));
    expect(labels(receipt())).toEqual([
      t.rejectReasons.amount,
      t.rejectReasons.unreadable,
      t.rejectReasons.unpaid,
      t.otherReason,
      t.back,
    ]);
    await press(owner, receipt(), t.back);
    expect(labels(receipt())).toEqual([t.approve, t.reject, t.openInWeb]);
    await press(owner, receipt(), t.reject);
    await press(owner, receipt(), t.rejectReasons.amount);

    expect((await harness.orders(shop))[0]).toMatchObject({ payment_status: "failed" });
    expect(receipt()?.caption).toContain(t.outcome.rejectedFor(t.rejectReasons.amount));
    expect(buyer.sent().at(-1)?.text).toBe(botTexts.fa.receiptRejected("۱", t.rejectReasons.amount));
    expect(await history(shop, orderId)).toContainEqual(
      expect.objectContaining({ kind: "payment", to: "failed", note: t.rejectReasons.amount }),
    );
  });

  it("ISSUE37-REJECT-REASON Another reason waits for the owner's words: too long or with a control character it is asked again, a good one rejects with it", async () => {
    const { shop, owner, buyer, receipt, orderId } = await receiptAlert();
    await press(owner, receipt(), t.reject);
    await press(owner, receipt(), t.otherReason);
    expect(receipt()?.caption).toContain(t.askTypedReason("۱"));
    expect(labels(receipt())).toEqual([t.back]);

    await owner.deliver(owner.text("ک".repeat(201)));
    expect(owner.sent().at(-1)?.text).toBe(t.reasonInvalid.reasonTooLong);
    await owner.deliver(owner.text("مبلغ\u0007کم"));
    expect(owner.sent().at(-1)?.text).toBe(t.reasonInvalid.invalidCharacters);
    expect((await harness.orders(shop))[0]).toMatchObject({ payment_status: "pending" });

    const reason = "مبلغ واریزی ۱۰۰ هزار تومان کمتر از جمع سفارش است";
    await owner.deliver(owner.text(`  ${reason} `));
    expect((await harness.orders(shop))[0]).toMatchObject({ payment_status: "failed" });
    expect(receipt()?.caption).toContain(t.outcome.rejectedFor(reason));
    expect(labels(receipt())).toEqual([t.openInWeb]);
    expect(owner.sent().at(-1)?.text).toBe(t.outcome.rejectedFor(reason));
    expect(buyer.sent().at(-1)?.text).toBe(botTexts.fa.receiptRejected("۱", reason));
    expect(await history(shop, orderId)).toContainEqual(
      expect.objectContaining({ kind: "payment", to: "failed", note: reason }),
    );
    // The reason was taken: the next words are the owner's help again.
    await owner.deliver(owner.text("سلام"));
    expect(owner.sent().at(-1)?.text).toBe(t.help);
  });

  it("ISSUE37-REJECT-REASON Back from typing a reason goes back to the reasons, and the next words are not taken as one", async () => {
    const { shop, owner, receipt } = await receiptAlert();
    await press(owner, receipt(), t.reject);
    await press(owner, receipt(), t.otherReason);
    await press(owner, receipt(), t.back);
    expect(receipt()?.caption).toContain(t.askRejectReason("۱"));
    await owner.deliver(owner.text("رسید تار است"));
    expect(owner.sent().at(-1)?.text).toBe(t.help);
    expect((await harness.orders(shop))[0]).toMatchObject({ payment_status: "pending" });
  });

  it("ISSUE37-REJECT-REASON the web's reject takes an optional reason: the buyer is told it and the history keeps it; a long one or one with an approval is 400", async () => {
    const { shop, buyer, orderId } = await receiptAlert();
    const decide = (body: unknown) => harness.post(shop.seller, `/api/orders/${orderId}/receipt/decision`, body);
    const tooLong = await decide({ decision: "reject", reason: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ issues: [{ path: "reason", message: "reasonTooLong" }] });
    const withApproval = await decide({ decision: "approve", reason: "fine" });
    expect(withApproval.status).toBe(400);
    expect((await harness.orders(shop))[0]).toMatchObject({ payment_status: "pending" });

    const rejected = await decide({ decision: "reject", reason: "  The amount does not match\nthe order  " });
    expect(rejected.status, await rejected.clone().text()).toBe(200);
    expect(await rejected.json()).toMatchObject({ payment_status: "failed" });
    const reason = "The amount does not match the order";
    await expect.poll(() => buyer.sent().at(-1)?.text).toBe(botTexts.fa.receiptRejected("۱", reason));
    expect(await history(shop, orderId)).toContainEqual(
      expect.objectContaining({ kind: "payment", to: "failed", note: reason }),
    );
  });
});
