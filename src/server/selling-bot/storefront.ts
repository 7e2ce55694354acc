import { and, desc, eq } from "drizzle-orm";
import { Composer, InlineKeyboard } from "grammy";
import { isProductCategory } from "../../shared/products";
import { orders } from "../db/schema";
import { escapeHtml } from "../escape-html";
import { type BuyerLocale, botTexts, formatCount, formatToman } from "./bot-texts";
import { ordering } from "./ordering";
import { productNamedIn } from "./product-questions";
import { categoriesForSale, categoryPage, productForSale } from "./shop-catalog";
import { activeTemplate } from "./shop-templates";
import { localeOf, type ShopContext } from "./storefront-context";

// Callback data stays within Telegram's 64 bytes: short prefixes and ids, never JSON.
const data = {
  categories: "cats",
  category: (category: string, page: number) => `c:${category}:${page}`,
  product: (id: string) => `p:${id}`,
};

/** The categories with something for sale, as buttons; or the shop's "nothing yet". */
async function categoriesMessage(ctx: ShopContext, locale: BuyerLocale) {
  const t = botTexts[locale];
  const categories = await categoriesForSale(ctx.shop.db, ctx.shop.sellerId);
  if (categories.length === 0) return { text: t.noProducts, keyboard: undefined };
  const keyboard = new InlineKeyboard();
  for (const category of categories) keyboard.text(t.categories[category], data.category(category, 1)).row();
  return { text: t.chooseCategory, keyboard };
}

async function productCard(
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
    .text(t.orderButton, `o:${product.id}`)
    .row()
    .text(t.backToCategory(t.categories[category]), data.category(category, 1))
    .row()
    .text(t.backToCategories, data.categories);
  await ctx.reply(lines.join("\n"), { parse_mode: "HTML", reply_markup: keyboard });
}

/**
 * The buyer's side of a seller's bot (issue 14): the welcome, the catalog by category and page, a product's
 * card, and deep links `/start p_{code}`. Every callback query is answered, so no button keeps spinning.
 */
export const storefront = new Composer<ShopContext>();

// Taking an order comes first: while one is under way, the buyer's text answers its question.
storefront.use(ordering);

storefront.command("start", async (ctx) => {
  const locale = localeOf(ctx);
  const payload = typeof ctx.match === "string" ? ctx.match.trim() : "";
  if (payload.startsWith("p_")) {
    const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { code: payload.slice(2) });
    if (product) return productCard(ctx, locale, product);
  }
  await ctx.reply(
    (await activeTemplate(ctx.shop.db, ctx.shop.sellerId, "welcome")) ?? botTexts[locale].welcome(ctx.shop.name),
  );
  const { text, keyboard } = await categoriesMessage(ctx, locale);
  await ctx.reply(text, { reply_markup: keyboard });
});

storefront.callbackQuery(data.categories, async (ctx) => {
  await ctx.answerCallbackQuery();
  const { text, keyboard } = await categoriesMessage(ctx, localeOf(ctx));
  await ctx.reply(text, { reply_markup: keyboard });
});

storefront.callbackQuery(/^c:([a-z]+):(\d{1,4})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const [, category = "", page = "1"] = ctx.match;
  if (!isProductCategory(category)) return;
  const found = await categoryPage(ctx.shop.db, ctx.shop.sellerId, category, Number(page));
  if (found.items.length === 0) {
    const { text, keyboard } = await categoriesMessage(ctx, locale);
    return ctx.reply(text, { reply_markup: keyboard });
  }
  const keyboard = new InlineKeyboard();
  for (const item of found.items) {
    keyboard.text(`${item.name} — ${formatToman(item.price, locale)}`, data.product(item.id)).row();
  }
  if (found.page > 1) keyboard.text(t.previous, data.category(category, found.page - 1));
  if (found.page < found.pages) keyboard.text(t.next, data.category(category, found.page + 1));
  keyboard.row().text(t.backToCategories, data.categories);
  const title = t.categoryPage(
    t.categories[category],
    formatCount(found.page, locale),
    formatCount(found.pages, locale),
  );
  await ctx.reply(title, { reply_markup: keyboard });
});

storefront.callbackQuery(/^p:([0-9a-f-]{36})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { id: ctx.match[1] ?? "" });
  if (product) return productCard(ctx, locale, product);
  const { text, keyboard } = await categoriesMessage(ctx, locale);
  await ctx.reply(`${botTexts[locale].productGone}\n${text}`, { reply_markup: keyboard });
});

/** The buyer's own orders from this bot, newest first, each with its status. */
storefront.command("orders", async (ctx) => {
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const mine = await ctx.shop.db
    .select()
    .from(orders)
    .where(and(eq(orders.botId, ctx.shop.botId), eq(orders.buyerChatId, ctx.chat.id)))
    .orderBy(desc(orders.createdAt))
    .limit(10);
  if (mine.length === 0) return ctx.reply(t.noOrders);
  const lines = mine.map((order) =>
    t.orderLine(
      formatCount(order.number, locale),
      order.productName,
      t.orderStatuses[order.orderStatus],
      t.paymentStatuses[order.paymentStatus],
    ),
  );
  await ctx.reply([t.myOrders, ...lines].join("\n"));
});

// A button from an old message, or one this version no longer knows: answered all the same.
storefront.on("callback_query", (ctx) => ctx.answerCallbackQuery());

/**
 * A question in the buyer's words: a product of this shop it names (by name or code) is answered with its
 * card, price and stock from the database; otherwise the buyer is told so, with the seller's support text.
 */
storefront.on("message:text", async (ctx) => {
  const locale = localeOf(ctx);
  const product = await productNamedIn(ctx.shop.db, ctx.shop.sellerId, ctx.message.text);
  if (product) return productCard(ctx, locale, product);
  const support = await activeTemplate(ctx.shop.db, ctx.shop.sellerId, "support");
  await ctx.reply(support ? `${botTexts[locale].notFoundInShop}\n\n${support}` : botTexts[locale].notFoundInShop);
});

storefront.on("message", (ctx) => ctx.reply(botTexts[localeOf(ctx)].browseHint));
