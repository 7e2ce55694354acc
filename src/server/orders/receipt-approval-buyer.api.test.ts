import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import { type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { makeImage } from "../test/make-product";

let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

/** A seller who takes card-to-card payments, and a buyer's order in the bot with its receipt photo sent. */
async function orderWithReceiptInBot() {
  const handle = await harness.shop();
  const card = await harness.post(handle.seller, "/api/seller-settings/cards", {
    card_last_four: "",
    card_holder_name: "Sara Ahmadi",
    card_number: "6037991234567893",
  });
  expect(card.status, await card.clone().text()).toBe(201);
  const shawl = await harness.product(handle.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
  for (const step of [
    handle.press(`o:${shawl.id}`),
    handle.text("1"),
    handle.text("Reza Karimi"),
    handle.text("09121234567"),
    handle.press("skip-address"),
    handle.press("confirm-order"),
  ]) {
    await handle.deliver(step);
  }
  await handle.deliver(handle.photo(await makeImage("jpeg", 300, 500)));
  const { items } = await harness.get<{ items: { id: string; receipt_url: string | null }[] }>(
    handle.seller,
    "/api/orders",
  );
  expect(items[0]?.receipt_url).not.toBeNull();
  return { handle, orderId: items[0]?.id ?? "" };
}

/** What the bot tells the buyer after the seller approves the receipt. */
async function toldOnApproval({ handle, orderId }: Awaited<ReturnType<typeof orderWithReceiptInBot>>) {
  const before = handle.sent().length;
  const approved = await harness.post(handle.seller, `/api/orders/${orderId}/receipt/decision`, {
    decision: "approve",
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  await harness.settled();
  return handle
    .sent()
    .slice(before)
    .map((message) => message.text);
}

describe("the buyer hears of an approved receipt once (issue 35)", () => {
  it("ISSUE35-RECEIPT an approval that confirms the order tells the buyer the order is confirmed, in one message", async () => {
    const approval = await orderWithReceiptInBot();
    expect(await toldOnApproval(approval)).toEqual([botTexts.fa.statusChanged.confirmed("۱")]);
  });

  it("ISSUE35-RECEIPT with the setting off the buyer is told the payment is approved, and later the confirmation", async () => {
    const approval = await orderWithReceiptInBot();
    const saved = await harness.server.app.request(
      "/api/seller-settings/cards/receipt-settings",
      harness.onApp(approval.handle.seller, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ receipt_confirms_order: false }),
      }),
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await toldOnApproval(approval)).toEqual([botTexts.fa.paymentApproved("۱")]);
    const before = approval.handle.sent().length;
    const confirmed = await harness.post(approval.handle.seller, `/api/orders/${approval.orderId}/status`, {
      to: "confirmed",
    });
    expect(confirmed.status).toBe(200);
    await harness.settled();
    expect(
      approval.handle
        .sent()
        .slice(before)
        .map((message) => message.text),
    ).toEqual([botTexts.fa.statusChanged.confirmed("۱")]);
  });
});
