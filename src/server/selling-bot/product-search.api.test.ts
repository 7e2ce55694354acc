import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { talkToPersonData } from "../../shared/conversations";
import { buttonsOf, type ShopHarness, startShopHarness } from "./test/shop-harness";

let harness: ShopHarness;

beforeAll(async () => {
  harness = await startShopHarness();
});
afterAll(() => harness.close());

describe("a buyer who types a product's code or name finds it (issue 35)", () => {
  it("ISSUE35-BOT-4 a product's code, in any case and with Persian digits, opens its card with the order button", async () => {
    const shop = await harness.shop();
    const shawl = await harness.product(shop.seller, { name: "شال پشمی", product_code: "SHAWL_12" });
    await harness.product(shop.seller, { name: "Desk lamp", product_code: "LAMP-7" });
    await shop.deliver(shop.text(" shawl_۱۲ "));
    const card = shop.sent().at(-1);
    expect(card?.text).toContain("<b>شال پشمی</b>");
    expect(card?.text).toContain("کد محصول: SHAWL_12");
    expect(buttonsOf(card)[0]).toEqual({ text: "🛒 سفارش", callback_data: `o:${shawl.id}` });
    await shop.deliver(shop.text("lamp-7", "en"));
    expect(shop.sent().at(-1)?.text).toContain("<b>Desk lamp</b>\nPrice: 250,000 toman");
  });

  it("ISSUE35-BOT-4 a Persian buyer who types a product's name, or whole words of one, in Arabic letters, gets that card", async () => {
    const shop = await harness.shop();
    await harness.product(shop.seller, { name: "شال" });
    const kermani = await harness.product(shop.seller, { name: "شال پشمی کرمانی" });
    const hat = await harness.product(shop.seller, { name: "کلاه‌بافتنی" });
    const cardFor = async (typed: string) => {
      await shop.deliver(shop.text(typed));
      return buttonsOf(shop.sent().at(-1))[0]?.callback_data;
    };
    expect(await cardFor("پشمي كرماني")).toBe(`o:${kermani.id}`);
    // Typed with a space where the seller wrote a half-space.
    expect(await cardFor("کلاه بافتنی")).toBe(`o:${hat.id}`);
    // A name inside a longer one opens its own product: the exact name wins.
    await shop.deliver(shop.text("شال"));
    expect(shop.sent().at(-1)?.text).toContain("<b>شال</b>\n");
  });

  it("ISSUE35-BOT-4 words in several products' names list them as buttons in the buyer's language; too many, or none, go to the sales assistant", async () => {
    const shop = await harness.shop();
    const wool = await harness.product(shop.seller, { name: "Wool shawl", price: 1_850_000 });
    const silk = await harness.product(shop.seller, { name: "Silk Shawl", price: 2_400_000 });
    await harness.product(shop.seller, { name: "Desk lamp" });
    const listed = () =>
      buttonsOf(shop.sent().at(-1))
        .map((button) => [button.text, button.callback_data])
        .sort();
    await shop.deliver(shop.text("shawl", "en"));
    expect(shop.sent().at(-1)?.text).toBe("I found these products; tap one:");
    expect(listed()).toEqual([
      ["Silk Shawl — 2,400,000 toman", `p:${silk.id}`],
      ["Wool shawl — 1,850,000 toman", `p:${wool.id}`],
    ]);
    await shop.deliver(shop.text("SHAWL"));
    expect(shop.sent().at(-1)?.text).toBe("این محصولات را پیدا کردم؛ یکی را بزنید:");
    expect(listed()).toEqual([
      ["Silk Shawl — ۲٬۴۰۰٬۰۰۰ تومان", `p:${silk.id}`],
      ["Wool shawl — ۱٬۸۵۰٬۰۰۰ تومان", `p:${wool.id}`],
    ]);

    await shop.deliver(shop.text("laptop", "en"));
    expect(shop.sent().at(-1)?.text).toContain("I found no product by that name in this shop.");
    for (let index = 1; index <= 4; index += 1) {
      await harness.product(shop.seller, { name: `Cotton shawl ${index}` });
    }
    await shop.deliver(shop.text("shawl", "en"));
    expect(shop.sent().at(-1)?.text).not.toBe("I found these products; tap one:");
    // The assistant's answer lists no products as buttons; having found nothing, it offers a person (issue 37).
    expect(buttonsOf(shop.sent().at(-1)).map((button) => button.callback_data)).toEqual([talkToPersonData]);
  });
});
