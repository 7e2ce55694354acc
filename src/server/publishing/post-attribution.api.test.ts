import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postStartParam } from "../../shared/publishing";
import { channelPostOpens, channelPosts } from "../db/schema";
import { buttonsOf, type ShopHarness, startShopHarness } from "../selling-bot/test/shop-harness";
import { makeImage } from "../test/make-product";
import type { TestAccount } from "../test/make-user";
import { postResults } from "./post-results";

let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

const db = () => harness.server.database.db;
type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;
type Buyer = ReturnType<Shop["chat"]>;

let lastKey = 0;
/** A published post of the seller's product, as the publisher leaves it (H2's service makes them in the app). */
async function publishedPost(seller: TestAccount, product: { id: string; product_code: string; name?: string }) {
  lastKey += 1;
  const id = crypto.randomUUID();
  const postKey = `Key${String(lastKey).padStart(5, "0")}`;
  await db()
    .insert(channelPosts)
    .values({
      id,
      userId: seller.id,
      channelTitle: "Sara's shop",
      platform: "telegram",
      postKey,
      source: "product",
      productId: product.id,
      productName: product.name ?? "Wool shawl",
      productCode: product.product_code,
      caption: "A new shawl",
      status: "published",
      scheduledAt: new Date(),
      publishedAt: new Date(),
      messageId: 10,
    });
  return { id, postKey, start: `/start ${postStartParam(postKey, product.product_code)}` };
}

const resultsOf = async (postId: string) => (await postResults(db(), { postIds: [postId] })).get(postId);

/** A seller who takes card-to-card payments, with a shawl for sale. */
async function shopWithCard() {
  const handle = await harness.shop();
  const card = await harness.post(handle.seller, "/api/seller-settings/cards", {
    card_last_four: "",
    card_holder_name: "Sara Ahmadi",
    card_number: "6037991234567893",
  });
  expect(card.status, await card.clone().text()).toBe(201);
  const shawl = await harness.product(handle.seller, {
    name: "Wool shawl",
    category: "clothing",
    price: 1_250_000,
    stock_quantity: 20,
  });
  return { ...handle, shawl };
}

/** The buyer orders one of the product in the chat and confirms; the order's number as the bot tells it. */
async function orderInBot(buyer: Buyer, productId: string) {
  await buyer.deliver(buyer.press(`o:${productId}`));
  await buyer.deliver(buyer.text("1"));
  await buyer.deliver(buyer.text("Reza Karimi"));
  await buyer.deliver(buyer.text("09121234567"));
  await buyer.deliver(buyer.press("skip-address"));
  await buyer.deliver(buyer.press("confirm-order"));
  expect(buyer.sent().at(-2)?.text).toMatch(/^سفارش شما با شمارهٔ .+ ثبت شد 🎉$/);
}

describe("a channel post's button in the seller's bot (issue 19)", () => {
  it("a buyer who taps the post's button sees the product's card with its order button", async () => {
    const { seller, deliver, text, sent, shawl } = await shopWithCard();
    const post = await publishedPost(seller, shawl);
    await deliver(text(post.start));
    const card = sent().at(-1);
    expect(card?.text).toContain("Wool shawl");
    expect(card?.text).toContain("۱٬۲۵۰٬۰۰۰ تومان");
    expect(buttonsOf(card).map((button) => button.callback_data)).toContain(`o:${shawl.id}`);
  });

  it("the post counts a buyer once however often they tap it, and a second buyer makes two", async () => {
    const handle = await shopWithCard();
    const post = await publishedPost(handle.seller, handle.shawl);
    await handle.deliver(handle.text(post.start));
    await handle.deliver(handle.text(post.start));
    expect(await resultsOf(post.id)).toEqual({ opens: 1, orders: 0, revenue: 0 });
    const second = harness.buyerOf(handle);
    await second.deliver(second.text(post.start, "en"));
    expect(second.sent().at(-1)?.text).toContain("Wool shawl");
    expect(await resultsOf(post.id)).toEqual({ opens: 2, orders: 0, revenue: 0 });
  });

  it("an order placed after tapping the post is credited to it: no revenue until the seller approves the receipt, then its amount", async () => {
    const handle = await shopWithCard();
    const post = await publishedPost(handle.seller, handle.shawl);
    await handle.deliver(handle.text(post.start));
    await orderInBot(handle, handle.shawl.id);
    expect(await resultsOf(post.id)).toEqual({ opens: 1, orders: 1, revenue: 0 });

    await handle.deliver(handle.photo(await makeImage("jpeg", 300, 500)));
    const { items } = await harness.get<{ items: { id: string }[] }>(handle.seller, "/api/orders");
    const approved = await harness.post(handle.seller, `/api/orders/${items[0]?.id}/receipt/decision`, {
      decision: "approve",
    });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await resultsOf(post.id)).toEqual({ opens: 1, orders: 1, revenue: 1_250_000 });

    // A cancelled order brought nothing.
    const cancelled = await harness.post(handle.seller, `/api/orders/${items[0]?.id}/status`, { to: "cancelled" });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await resultsOf(post.id)).toEqual({ opens: 1, orders: 0, revenue: 0 });
  });

  it("a buyer who taps two posts of one product and then orders credits the later one", async () => {
    const handle = await shopWithCard();
    const first = await publishedPost(handle.seller, handle.shawl);
    const later = await publishedPost(handle.seller, handle.shawl);
    await handle.deliver(handle.text(first.start));
    await handle.deliver(handle.text(later.start));
    await orderInBot(handle, handle.shawl.id);
    expect((await resultsOf(first.id))?.orders).toBe(0);
    expect((await resultsOf(later.id))?.orders).toBe(1);
  });

  it("an order of another product, an order more than 7 days after the tap, or the seller's own order is not credited to the post", async () => {
    const handle = await shopWithCard();
    const lamp = await harness.product(handle.seller, { name: "Brass lamp", price: 800_000 });
    const post = await publishedPost(handle.seller, handle.shawl);
    await handle.deliver(handle.text(post.start));
    await orderInBot(handle, lamp.id);
    expect(await resultsOf(post.id)).toEqual({ opens: 1, orders: 0, revenue: 0 });

    const late = harness.buyerOf(handle);
    await late.deliver(late.text(post.start));
    await db()
      .update(channelPostOpens)
      .set({ openedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(channelPostOpens.buyerChatId, late.chatId));
    await orderInBot(late, handle.shawl.id);
    expect(await resultsOf(post.id)).toEqual({ opens: 2, orders: 0, revenue: 0 });

    const manual = await harness.post(handle.seller, "/api/orders", {
      items: [{ variant_id: handle.shawl.variants[0]?.id, quantity: 1 }],
      buyer_name: "Reza Karimi",
      buyer_phone: "09121234567",
      payment_method: "card_to_card",
      payment_status: "paid",
    });
    expect(manual.status, await manual.clone().text()).toBe(201);
    expect(await resultsOf(post.id)).toEqual({ opens: 2, orders: 0, revenue: 0 });
  });

  it("another seller's post key opens this seller's product by its code but counts and credits nothing", async () => {
    const mine = await shopWithCard();
    const theirs = await shopWithCard();
    const theirPost = await publishedPost(theirs.seller, theirs.shawl);
    // Their post's key with this seller's product code, typed into this seller's bot.
    const lookalike = await harness.product(mine.seller, { name: "Silk scarf", price: 900_000 });
    await mine.deliver(mine.text(`/start ${postStartParam(theirPost.postKey, lookalike.product_code)}`));
    expect(mine.sent().at(-1)?.text).toContain("Silk scarf");
    await orderInBot(mine, lookalike.id);
    expect(await resultsOf(theirPost.id)).toEqual({ opens: 0, orders: 0, revenue: 0 });
    const { items } = await harness.get<{ items: { items: { product_name: string }[] }[] }>(mine.seller, "/api/orders");
    expect(items.map((order) => order.items.map((line) => line.product_name))).toEqual([["Silk scarf"]]);
  });

  it("a deleted post's button still opens the product, and an unknown product answers as a plain link does", async () => {
    const handle = await shopWithCard();
    const post = await publishedPost(handle.seller, handle.shawl);
    await db().delete(channelPosts).where(eq(channelPosts.id, post.id));
    await handle.deliver(handle.text(post.start));
    expect(handle.sent().at(-1)?.text).toContain("Wool shawl");
    await handle.deliver(handle.text(`/start ${postStartParam(post.postKey, "GONE-1")}`));
    // Issue 35: the shop sells clothing only, so the gone product's place is that one category's products.
    expect(buttonsOf(handle.sent().at(-1)).map((button) => button.callback_data)).toEqual([`p:${handle.shawl.id}`]);
  });
});

describe("postResults", () => {
  it("answers every asked post, with zeros for one that brought nothing", async () => {
    const results = await postResults(db(), { postIds: ["no-such-post", "another"] });
    expect([...results.entries()]).toEqual([
      ["no-such-post", { opens: 0, orders: 0, revenue: 0 }],
      ["another", { opens: 0, orders: 0, revenue: 0 }],
    ]);
    expect((await postResults(db(), { postIds: [] })).size).toBe(0);
  });
});
