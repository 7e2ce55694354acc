import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTexts } from "../../shared/bot-texts";
import type { StaffRole } from "../../shared/staff";
import { shopHeader } from "../../shared/staff";
import { ownerChats } from "../db/schema";
import { ownerTexts } from "../owner-chat/owner-texts";
import { type OwnerChatHarness, startOwnerChatHarness } from "../owner-chat/test/owner-chat-harness";
import { buttonsOf } from "../selling-bot/test/shop-harness";
import { asUser, makeUser, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";

const t = ownerTexts.fa;

let harness: OwnerChatHarness;
beforeAll(async () => {
  harness = await startOwnerChatHarness();
}, 60_000);
afterAll(async () => {
  await harness.close();
});

type Shop = Awaited<ReturnType<OwnerChatHarness["shop"]>>;
type Chat = ReturnType<Shop["chat"]>;

/** A request as `account` acting in the shop of `shopId`, as the workspace switcher sends it. */
function inShop(account: TestAccount, shopId: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return harness.server.app.request(
    path,
    asUser(account.cookie, {
      method: init.method ?? "GET",
      headers: {
        origin: harness.server.config.appUrl,
        [shopHeader]: shopId,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  );
}

/** The owner invites a new account with `role`; it accepts and links its own Telegram account to the shop's bot. */
async function staffChat(shop: Shop, role: StaffRole, name: string) {
  const member = await makeUser(harness.server.app, { name, origin: harness.server.config.appUrl });
  const invited = await harness.post(shop.seller, "/api/staff/invitations", { email: member.email, role });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const token = ((await invited.json()) as { url: string }).url.split("/").pop();
  const accepted = await inShop(member, member.id, `/api/staff-invitations/${token}/accept`, { method: "POST" });
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  const link = await inShop(member, shop.seller.id, `/api/bots/${shop.id}/owner-links`, { method: "POST", body: {} });
  expect(link.status, await link.clone().text()).toBe(201);
  const { url } = (await link.json()) as { url: string };
  const chat = shop.chat(700_000 + Math.floor(Math.random() * 90_000), { first_name: name });
  await chat.deliver(chat.text(`/start ${new URL(url).searchParams.get("start") ?? ""}`));
  expect(chat.sent().at(-1)?.text).toBe(t.linked(shop.bot.firstName));
  return { member, chat };
}

/** What the bot answered this chat's button presses (the toast), in order. */
const answered = (shop: Shop) =>
  harness.standIn.requests
    .filter((request) => request.token === shop.bot.token && request.method === "answerCallbackQuery")
    .map((request) => request.params.text);

const newOrderAlerts = (chat: Chat) => chat.sent().filter((message) => message.text.startsWith("🛒"));

describe("staff in the shop's bot (DESIGN 35)", () => {
  it("ISSUE37-STAFF-BOT each member's own chat gets the alerts of their role, acts by it, and the history names them; a removed member's buttons do nothing and say why", async () => {
    const { shop, owner, shawl } = await harness.linkedShop();
    await subscribe(harness.server.database.db, shop.seller.id, "enterprise");
    // Two left after the order: the shawl's default low-stock threshold.
    const low = await harness.product(shop.seller, { name: "Silk scarf", price: 900_000, stock_quantity: 3 });
    const orders = await staffChat(shop, "orders", "Ali Orders");
    const catalog = await staffChat(shop, "catalog", "Mina Catalog");

    // Their chats are theirs: a member sees only their own in the connections tab, the owner sees all.
    const listed = (await (await inShop(orders.member, shop.seller.id, `/api/bots/${shop.id}/owner-chats`)).json()) as {
      items: { name: string }[];
    };
    expect(listed.items.map((chat) => chat.name)).toEqual(["Ali Orders"]);
    const all = await harness.get<{ items: { name: string }[] }>(shop.seller, `/api/bots/${shop.id}/owner-chats`);
    expect(all.items.map((chat) => chat.name)).toEqual(["Sara", "Ali Orders", "Mina Catalog"]);

    await harness.buyerOrders(shop, low.id);
    await expect.poll(() => newOrderAlerts(owner).length).toBe(1);
    await expect.poll(() => newOrderAlerts(orders.chat).length).toBe(1);
    const lowStock = (chat: Chat) =>
      chat.sent().filter((message) => message.text.includes("Silk scarf") && !message.text.startsWith("🛒"));
    await expect.poll(() => lowStock(catalog.chat).length).toBe(1);
    await expect.poll(() => lowStock(owner).length).toBe(1);
    // The catalog member is told of stock, not of orders; the orders member not of stock.
    expect(newOrderAlerts(catalog.chat)).toEqual([]);
    expect(lowStock(orders.chat)).toEqual([]);

    // Commands by role: the orders member lists orders but has no /report (the day's sales) and no /stock.
    await orders.chat.deliver(orders.chat.text("/report"));
    expect(orders.chat.sent().at(-1)?.text).toBe(t.roleRefused);
    await orders.chat.deliver(orders.chat.text("/stock SCARF 5"));
    expect(orders.chat.sent().at(-1)?.text).toBe(t.roleRefused);
    await catalog.chat.deliver(catalog.chat.text("/orders"));
    expect(catalog.chat.sent().at(-1)?.text).toBe(t.roleRefused);

    // The orders member confirms from their alert: the order moves, and its history names them.
    const alert = newOrderAlerts(orders.chat)[0];
    const confirm = buttonsOf(alert).find((button) => button.text === t.confirm)?.callback_data ?? "";
    await orders.chat.deliver(orders.chat.press(confirm, "fa", alert?.messageId));
    const [order] = await harness.orders(shop);
    expect(order?.order_status).toBe("confirmed");
    const history = await harness.get<{ items: { kind: string; actor_name: string | null }[] }>(
      shop.seller,
      `/api/orders/${order?.id}/history`,
    );
    expect(history.items.map((event) => [event.kind, event.actor_name])).toEqual([
      ["created", null],
      ["status", "Ali Orders"],
    ]);
    // ISSUE37-AUDIT what members did in the bot is in the shop's activity too, by name.
    const code = (
      await harness.get<{ items: { id: string; variants: { code: string }[] }[] }>(shop.seller, "/api/products")
    ).items.find((item) => item.id === low.id)?.variants[0]?.code;
    await catalog.chat.deliver(catalog.chat.text(`/stock ${code} 9`));
    const activity = await harness.get<{
      items: { action: string; actor_name: string | null; subject_id: string | null }[];
    }>(shop.seller, "/api/staff/activity");
    expect(activity.items.slice(0, 2).map((item) => [item.action, item.actor_name, item.subject_id])).toEqual([
      ["setStockFromBot", "Mina Catalog", null],
      ["changeOrderStatus", "Ali Orders", order?.id],
    ]);

    // The catalog member pressing the owner's alert's button (data copied) gets nothing.
    const ownerAlert = newOrderAlerts(owner)[0];
    const cancel = buttonsOf(ownerAlert).find((button) => button.text === t.cancel)?.callback_data ?? "";
    await catalog.chat.deliver(catalog.chat.press(cancel, "fa"));
    expect(answered(shop).at(-1)).toBe(t.notYours);

    // Removed: the next press of the member's own alert does nothing and says why; no more alerts reach them.
    const removed = await harness.server.app.request(
      `/api/staff/members/${orders.member.id}`,
      asUser(shop.seller.cookie, { method: "DELETE", headers: { origin: harness.server.config.appUrl } }),
    );
    expect(removed.status).toBe(204);
    const [ended] = await harness.server.database.db
      .select({ endedAt: ownerChats.endedAt })
      .from(ownerChats)
      .where(eq(ownerChats.platformUserId, orders.chat.chatId));
    expect(ended?.endedAt).not.toBeNull();
    const ship = buttonsOf(orders.chat.sent().at(-1)).find((button) => button.callback_data?.startsWith("ow:"));
    await orders.chat.deliver(orders.chat.press(ship?.callback_data ?? confirm, "fa"));
    expect(answered(shop).at(-1)).toBe(t.accessEnded);
    await harness.buyerOrders(shop, shawl.id);
    await expect.poll(() => newOrderAlerts(owner).length).toBe(2);
    expect(newOrderAlerts(orders.chat)).toHaveLength(1);
    // And they are a buyer in the bot again: /orders is a buyer's words.
    await orders.chat.deliver(orders.chat.text("/orders"));
    expect(orders.chat.sent().at(-1)?.text).toBe(botTexts.fa.noOrders);
  });
});
