import { InlineKeyboard } from "grammy";
import { isProductCategory } from "../../shared/products";
import { escapeHtml } from "../escape-html";
import { type BuyerLocale, botTexts, formatCount, formatToman } from "./bot-texts";
import type { productForSale } from "./shop-catalog";
import type { ShopContext } from "./storefront-context";

/** Callback data of the catalog's buttons, within Telegram's 64 bytes: short prefixes and ids, never JSON. */
export const catalogData = {
  categories: "cats",
  category: (category: string, page: number) => `c:${category}:${page}`,
  product: (id: string) => `p:${id}`,
  order: (productId: string) => `o:${productId}`,
};

/** A product as the buyer sees it: name, price, stock, code, description, and the order button. */
export async function productCard(
  ctx: ShopContext,
  locale: BuyerLocale,
  product: NonNullable<Awaited<ReturnType<typeof productForSale>>>,
) {
  const t = botTexts[locale];
  const lines = [
    `<b>${escapeHtml(product.name)}</b>`,
    t.price(formatToman(product.price, locale)),
    product.stockQuantity === null ? t.inStock : t.stockLeft(formatCount(product.stockQuantity, locale)),
    t.code(escapeHtml(product.productCode)),
  ];
  if (product.description) lines.push("", escapeHtml(product.description));
  const category = isProductCategory(product.category) ? product.category : "general";
  const keyboard = new InlineKeyboard()
    .text(t.orderButton, catalogData.order(product.id))
    .row()
    .text(t.backToCategory(t.categories[category]), catalogData.category(category, 1))
    .row()
    .text(t.backToCategories, catalogData.categories);
  await ctx.reply(lines.join("\n"), { parse_mode: "HTML", reply_markup: keyboard });
}
