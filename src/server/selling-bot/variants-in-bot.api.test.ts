import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderList } from "../../shared/orders";
import { asUser } from "../test/make-user";
import { buttonsOf, type ShopHarness, startShopHarness } from "./test/shop-harness";

let harness: ShopHarness;
beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

const shirtBody = {
  name: "پیراهن کتان",
  category: "clothing",
  price: 380_000,
  options: [{ name: "سایز", values: ["S", "M", "L"] }],
  variants: [
    { option_values: ["S"], code: "SH-S", stock: 2 },
    { option_values: ["M"], code: "SH-M", stock: 0 },
    { option_values: ["L"], code: "SH-L", price: 420_000, stock: null },
  ],
};

describe("ISSUE36-BOT-VARIANTS a product's variants in the seller's bot (DESIGN 29)", () => {
  it("the card offers the variants in stock as buttons (order, or add to the cart), with their price when it differs, says which are sold out, and orders the one pressed", async () => {
    const { seller, deliver, text, press, sent } = await harness.shop();
    const shirt = (await harness.product(seller, shirtBody)) as unknown as {
      id: string;
      variants: { id: string; code: string }[];
    };
    const [small, medium, large] = shirt.variants;
    await deliver(press(`p:${shirt.id}`));
    const card = sent().at(-1);
    expect(card?.text).toContain("ناموجود: M");
    expect(card?.text).toContain("یکی را برای سفارش انتخاب کنید:");
    const choices = buttonsOf(card).map((button) => [button.text, button.callback_data]);
    // Each in stock: its own button orders it, the one beside it adds it to the cart.
    expect(choices.slice(0, 4)).toEqual([
      ["S", `ov:${small?.id}`],
      ["➕ سبد", `ca:${small?.id}`],
      ["L — ۴۲۰٬۰۰۰ تومان", `ov:${large?.id}`],
      ["➕ سبد", `ca:${large?.id}`],
    ]);
    expect(choices.map(([, data]) => data).join(" ")).not.toContain(medium?.id ?? "none");
    // A typed variant code opens the same card.
    await deliver(text("SH-L"));
    expect(sent().at(-1)?.text).toContain("پیراهن کتان");

    // The sold-out one pressed from an old card is not ordered.
    await deliver(press(`ov:${medium?.id}`));
    expect(sent().at(-1)?.text).toBe("این محصول دیگر موجود نیست. محصولات دیگر را ببینید:");

    await deliver(press(`ov:${small?.id}`));
    // Two of S are left: the quantity is asked within them.
    expect(sent().at(-1)?.text).toBe("چند عدد می‌خواهید؟ عددی از ۱ تا ۲ بفرستید یا یکی را بزنید.");
    await deliver(text("۲"));
    await deliver(text("رضا احمدی"));
    await deliver(text("09121234567"));
    await deliver(press("skip-address"));
    const summary = sent().at(-2);
    expect(summary?.text).toContain("پیراهن کتان — S");
    expect(summary?.text).toContain("۷۶۰٬۰۰۰ تومان");
    await deliver(press("confirm-order"));
    const listed = (await (await harness.server.app.request("/api/orders", asUser(seller.cookie))).json()) as OrderList;
    expect(listed.items[0]?.items.map((line) => [line.code, line.variant_label, line.quantity])).toEqual([
      ["SH-S", "S", 2],
    ]);
    expect(listed.items[0]?.total).toBe(760_000);
  });
});

describe("ISSUE36-CART a buyer's cart in the seller's bot (DESIGN 30)", () => {
  it("two variants and a plain product go into the cart; quantities change by button; checkout places one order of every orderable line and empties the cart", async () => {
    const { seller, deliver, text, press, sent } = await harness.shop();
    const shirt = (await harness.product(seller, shirtBody)) as unknown as { id: string; variants: { id: string }[] };
    const mug = (await harness.product(seller, {
      name: "ماگ",
      category: "clothing",
      price: 95_000,
      stock_quantity: 1,
    })) as unknown as {
      id: string;
      variants: { id: string }[];
    };
    const [small, , large] = shirt.variants;
    await deliver(press(`p:${mug.id}`));
    expect(buttonsOf(sent().at(-1)).map((button) => button.callback_data)).toContain(`ca:${mug.variants[0]?.id}`);
    await deliver(press(`ca:${small?.id}`));
    expect(sent().at(-1)?.text).toBe("پیراهن کتان — S به سبد خرید اضافه شد (۱ عدد در سبد).");
    await deliver(press(`ca:${large?.id}`));
    await deliver(press(`ca:${mug.variants[0]?.id}`));
    await deliver(text("/cart"));
    const cartMessage = () => sent().at(-1)?.text ?? "";
    expect(cartMessage()).toContain("۱. پیراهن کتان — S × ۱ — ۳۸۰٬۰۰۰ تومان");
    expect(cartMessage()).toContain("۲. پیراهن کتان — L × ۱ — ۴۲۰٬۰۰۰ تومان");
    expect(cartMessage()).toContain("جمع سبد: ۸۹۵٬۰۰۰ تومان");
    const lineButtons = buttonsOf(sent().at(-1)).map((button) => button.callback_data ?? "");
    const moreOfSmall = lineButtons.find((data) => data.startsWith("c+:")) ?? "";
    const cartAt = sent().length - 1;
    await deliver(press(moreOfSmall, "fa", sent()[cartAt]?.messageId));
    // The button edits the cart message in place: one cart in the chat, not a trail of them.
    expect(sent()).toHaveLength(cartAt + 1);
    expect(sent()[cartAt]?.text).toContain("۱. پیراهن کتان — S × ۲ — ۷۶۰٬۰۰۰ تومان");

    // The last mug is bought elsewhere meanwhile: its line is shown as gone and not ordered.
    const other = await harness.post(seller, "/api/orders", {
      items: [{ variant_id: mug.variants[0]?.id, quantity: 1 }],
      buyer_name: "Mina",
      buyer_phone: "09351234567",
      payment_method: "card_to_card",
    });
    expect(other.status).toBe(201);
    await deliver(text("/cart"));
    expect(cartMessage()).toContain("۱. پیراهن کتان — S × ۲ — ۷۶۰٬۰۰۰ تومان");
    expect(cartMessage()).toContain("۳. ماگ — دیگر موجود نیست و سفارش داده نمی‌شود");
    expect(cartMessage()).toContain("جمع سبد: ۱٬۱۸۰٬۰۰۰ تومان");

    await deliver(press("cart-checkout"));
    await deliver(text("رضا احمدی"));
    await deliver(text("09121234567"));
    await deliver(press("skip-address"));
    expect(sent().at(-2)?.text).toContain("مبلغ قابل پرداخت: ۱٬۱۸۰٬۰۰۰ تومان");
    await deliver(press("confirm-order"));
    const listed = (await (await harness.server.app.request("/api/orders", asUser(seller.cookie))).json()) as OrderList;
    const placed = listed.items.find((order) => order.buyer_name === "رضا احمدی");
    expect(placed?.items.map((line) => [line.code, line.quantity])).toEqual([
      ["SH-S", 2],
      ["SH-L", 1],
    ]);
    expect(placed?.total).toBe(1_180_000);
    await deliver(text("/cart"));
    expect(cartMessage()).toBe("سبد خریدتان خالی است. برای دیدن محصولات /start را بفرستید.");
  });

  it("a cart untouched for 14 days is emptied by the daily job, a newer one is kept", async () => {
    const { seller, deliver, press, sent, text } = await harness.shop();
    const shirt = (await harness.product(seller, shirtBody)) as unknown as { variants: { id: string }[] };
    await deliver(press(`ca:${shirt.variants[0]?.id}`));
    const { carts } = await import("../db/schema");
    const { emptyStaleCarts } = await import("../carts/service");
    const now = new Date();
    expect(await emptyStaleCarts(harness.server.database.db, now)).toBe(0);
    await harness.server.database.db.update(carts).set({ updatedAt: new Date(now.getTime() - 15 * 24 * 3600_000) });
    expect(await emptyStaleCarts(harness.server.database.db, now)).toBeGreaterThanOrEqual(1);
    await deliver(text("/cart"));
    expect(sent().at(-1)?.text).toBe("سبد خریدتان خالی است. برای دیدن محصولات /start را بفرستید.");
  });
});
