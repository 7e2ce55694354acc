import { asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toChatMessage, toConversation } from "../chat/service";
import { toDailyContent } from "../daily-content/service";
import { orderOf } from "../orders/order-shape";
import { toProductMedia } from "../products/media";
import { toProduct } from "../products/service";
import { makeDraftMedia, makeProduct } from "../test/make-product";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import {
  chatConversations,
  chatMessages,
  dailyContent,
  orders,
  productMedia,
  products,
  productVariants,
} from "./schema";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** What JSON and SQL escape differently if anything does: quotes, backslashes, controls, Persian, emoji. */
const awkward = `Reza "the \\ buyer"\n\tکریمی ۱۲۳ 🎉 </script> \u2028 \u0001 'quoted'`;
/** Microseconds: the API has always sent milliseconds, as JavaScript's Date keeps them. */
const precise = sql`'2026-11-27 20:29:59.123987+00'::timestamptz`;

async function readJson<T>(path: string, account: TestAccount): Promise<T> {
  const response = await server.app.request(path, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe("lists written by the database read exactly as their rows mapped in JavaScript (issue 20)", () => {
  it("orders and products, with awkward text, nulls, files and microseconds", async () => {
    const { db } = server.database;
    const seller = await makeUser(server.app);
    const media = await makeDraftMedia(server.app, seller);
    const product = await makeProduct(server.app, seller, { media_ids: [media.id] });
    await makeProduct(server.app, seller, { description: "A plain one" });
    await db.update(products).set({ description: awkward, createdAt: precise }).where(eq(products.id, product.id));
    const made = await sendJsonAs(server.app, seller, "/api/orders", {
      items: [{ variant_id: product.variants[0]?.id, quantity: 2 }],
      buyer_name: "Reza",
      buyer_phone: "09121234567",
      payment_method: "card_to_card",
    });
    expect(made.status).toBe(201);
    await db.update(orders).set({ buyerName: awkward, buyerAddress: null, updatedAt: precise });

    const listedOrders = await readJson<{ items: unknown[] }>("/api/orders", seller);
    const orderRows = await db.select().from(orders).where(eq(orders.sellerId, seller.id));
    expect(listedOrders.items).toEqual(await Promise.all(orderRows.map((row) => orderOf(db, row))));

    const listedProducts = await readJson<{ items: unknown[]; count: number }>("/api/products", seller);
    const productRows = await db
      .select()
      .from(products)
      .where(eq(products.userId, seller.id))
      .orderBy(desc(products.createdAt), desc(products.id));
    const files = await db.select().from(productMedia).orderBy(asc(productMedia.position));
    const variants = await db.select().from(productVariants).orderBy(asc(productVariants.position));
    const expected = productRows.map((row) =>
      toProduct(
        row,
        files.filter((file) => file.productId === row.id).map(toProductMedia),
        variants.filter((variant) => variant.productId === row.id),
      ),
    );
    expect(listedProducts).toEqual({ items: expected, next_cursor: null, count: 2 });
    expect(listedProducts.items.map((item) => (item as { created_at: string }).created_at)).toContain(
      "2026-11-27T20:29:59.123Z",
    );
  });

  it("conversations, messages and a day's content, with awkward text and a caption list the row lacks", async () => {
    const { db } = server.database;
    const account = await makeUser(server.app);
    const sent = await sendJsonAs(server.app, account, "/api/chat/messages", { content: "A caption for my cafe" });
    expect(sent.status).toBe(200);
    await sent.text();
    await db.update(chatConversations).set({ title: awkward, updatedAt: precise });
    await db.update(chatMessages).set({ content: awkward, createdAt: precise });
    const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.userId, account.id));
    if (!conversation) throw new Error("the chat made no conversation");

    const listed = await readJson<{ items: unknown[] }>("/api/chat/conversations", account);
    expect(listed.items).toEqual([toConversation(conversation)]);

    const page = await readJson<{ items: unknown[] }>(`/api/chat/conversations/${conversation.id}/messages`, account);
    const messageRows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id))
      .orderBy(asc(chatMessages.id));
    // Every message has the same instant now, so the page orders them by id (newest first, shown reversed).
    expect(page.items).toEqual(messageRows.map(toChatMessage));

    const generated = await sendJsonAs(server.app, account, "/api/daily-content/generate", undefined);
    expect(generated.status).toBe(201);
    await db
      .update(dailyContent)
      .set({ contentIdeas: [awkward, "دومین ایده"], captions: { fun: [awkward] }, createdAt: precise });
    const [row] = await db.select().from(dailyContent).where(eq(dailyContent.userId, account.id));
    if (!row) throw new Error("no content was made");
    const today = await readJson<{ content: unknown }>("/api/daily-content/today", account);
    expect(today.content).toEqual(toDailyContent(row));
  });
});
