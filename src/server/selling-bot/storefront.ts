import { Composer, InlineKeyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { isProductCategory, type ProductCategory } from "../../shared/products";
import { parsePostStartParam } from "../../shared/publishing";
import { formatCount } from "../../shared/toman";
import { buttonUrlAllowed } from "../integrations/telegram/button-url";
import { recordPostOpen } from "../publishing/service";
import { cart } from "./cart";
import { checkoutAnswers } from "./checkout-answers";
import { ordering } from "./ordering";
import { catalogData, productCard, productChoices } from "./product-card";
import { searchProducts } from "./product-search";
import { answerQuestion } from "./sales-assistant";
import { buyerOrders, categoriesForSale, categoryPage, productForSale } from "./shop-catalog";
import { activeTemplate } from "./shop-templates";
import { localeOf, type ShopContext } from "./storefront-context";

const data = catalogData;

type CatalogMessage = { text: string; keyboard?: InlineKeyboard };

/**
 * What the catalogue shows: the category `opened` when it still has something for sale, else the categories
 * as buttons, or the shop's "nothing yet". Issue 35: a shop whose products share one category opens them at
 * once, as a menu of one button is a tap for nothing.
 */
async function catalogMessage(
  ctx: ShopContext,
  locale: BuyerLocale,
  opened?: { category: ProductCategory; page: number },
): Promise<CatalogMessage> {
  const t = botTexts[locale];
  const categories = await categoriesForSale(ctx.shop.db, ctx.shop.sellerId);
  const [first] = categories;
  if (!first) return { text: t.noProducts };
  const severalCategories = categories.length > 1;
  if (opened && categories.includes(opened.category)) return categoryMessage(ctx, locale, opened, severalCategories);
  if (!severalCategories) return categoryMessage(ctx, locale, { category: first, page: 1 }, false);
  const keyboard = new InlineKeyboard();
  for (const category of categories) keyboard.text(t.categories[category], data.category(category, 1)).row();
  return { text: t.chooseCategory, keyboard };
}

/** One page of a category's products as buttons, the way to its other pages, and back to the categories when asked. */
async function categoryMessage(
  ctx: ShopContext,
  locale: BuyerLocale,
  opened: { category: ProductCategory; page: number },
  withCategories: boolean,
): Promise<CatalogMessage> {
  const t = botTexts[locale];
  const { category } = opened;
  const found = await categoryPage(ctx.shop.db, ctx.shop.sellerId, category, opened.page);
  const keyboard = productChoices(found.items, locale);
  if (found.page > 1) keyboard.text(t.previous, data.category(category, found.page - 1));
  if (found.page < found.pages) keyboard.text(t.next, data.category(category, found.page + 1));
  if (withCategories) keyboard.row().text(t.backToCategories, data.categories);
  const text = t.categoryPage(
    t.categories[category],
    formatCount(found.page, locale),
    formatCount(found.pages, locale),
  );
  return { text, keyboard };
}

/**
 * The buyer's side of a seller's bot (issue 14): the welcome, the catalog by category and page, a product's
 * card, and deep links `/start p_{code}` (and a channel post's `/start c{postKey}_{code}`). Every callback query is answered, so no button keeps spinning.
 */
export const storefront = new Composer<ShopContext>();

// Taking an order comes first: while one is under way, the buyer's text answers its question.
storefront.use(ordering);
storefront.use(checkoutAnswers);
storefront.use(cart);

storefront.command("start", async (ctx) => {
  const locale = localeOf(ctx);
  const payload = typeof ctx.match === "string" ? ctx.match.trim() : "";
  if (payload.startsWith("p_")) {
    const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { code: payload.slice(2) });
    if (product) return productCard(ctx, locale, product);
  }
  // A channel post's button (decision 023): the tap is counted for the post, then the product is opened as
  // `p_` opens it. A key that names no post of this seller still opens the product by its code.
  const fromPost = parsePostStartParam(payload);
  if (fromPost) {
    const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { code: fromPost.productCode });
    await recordPostOpen(ctx.shop.db, {
      sellerId: ctx.shop.sellerId,
      botId: ctx.shop.botId,
      buyerChatId: ctx.chat.id,
      postKey: fromPost.postKey,
      productId: product?.id ?? null,
      now: new Date(),
    });
    if (product) return productCard(ctx, locale, product);
  }
  await ctx.reply(
    (await activeTemplate(ctx.shop.db, ctx.shop.sellerId, "welcome")) ?? botTexts[locale].welcome(ctx.shop.name),
  );
  const { text, keyboard } = await catalogMessage(ctx, locale);
  await ctx.reply(text, { reply_markup: keyboard });
});

storefront.callbackQuery(data.categories, async (ctx) => {
  await ctx.answerCallbackQuery();
  const { text, keyboard } = await catalogMessage(ctx, localeOf(ctx));
  await ctx.reply(text, { reply_markup: keyboard });
});

storefront.callbackQuery(/^c:([a-z]+):(\d{1,4})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const [, category = "", page = "1"] = ctx.match;
  if (!isProductCategory(category)) return;
  const { text, keyboard } = await catalogMessage(ctx, localeOf(ctx), { category, page: Number(page) });
  await ctx.reply(text, { reply_markup: keyboard });
});

storefront.callbackQuery(/^p:([0-9a-f-]{36})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { id: ctx.match[1] ?? "" });
  if (product) return productCard(ctx, locale, product);
  const { text, keyboard } = await catalogMessage(ctx, locale);
  await ctx.reply(`${botTexts[locale].productGone}\n${text}`, { reply_markup: keyboard });
});

/** The buyer's own orders from this bot, newest first, each with its status. */
storefront.command("orders", async (ctx) => {
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const mine = await buyerOrders(ctx.shop.db, { botId: ctx.shop.botId, chatId: ctx.chat.id }, 10);
  if (mine.length === 0) return ctx.reply(t.noOrders);
  const lines = mine.map((order) =>
    t.orderLine(
      formatCount(order.number, locale),
      order.lines,
      t.orderStatuses[order.orderStatus],
      t.paymentStatuses[order.paymentStatus],
    ),
  );
  // An order still waiting for its online payment keeps its pay link here, for a buyer who left the page.
  // On an app whose address the platform refuses in a button (localhost), the links are written out instead.
  const keyboard = new InlineKeyboard();
  const written: string[] = [];
  for (const order of mine) {
    const waitsToPay = order.paymentStatus !== "paid" && order.orderStatus !== "cancelled";
    if (order.payToken && order.paymentMethod === "gateway" && waitsToPay) {
      const link = { label: t.payOrderButton(formatCount(order.number, locale)), url: ctx.shop.payUrl(order.payToken) };
      if (buttonUrlAllowed(link.url)) keyboard.url(link.label, link.url).row();
      else written.push(`${link.label}: ${link.url}`);
    }
  }
  const text = [t.myOrders, ...lines, ...(written.length > 0 ? ["", ...written] : [])].join("\n");
  await ctx.reply(text, { reply_markup: keyboard });
});

// A button from an old message, or one this version no longer knows: answered all the same.
storefront.on("callback_query", (ctx) => ctx.answerCallbackQuery());

// Issue 37: while a person answers this buyer, what they write is for that person (it is in the inbox); the bot's
// commands, buttons, cart and order steps above still answer.
storefront.on("message", (ctx, next) => (ctx.shop.assistantPaused ? undefined : next()));

// A product's code or name opens it; anything else a buyer writes is a question for the sales assistant.
storefront.on("message:text", searchProducts, answerQuestion);

storefront.on("message", (ctx) => ctx.reply(botTexts[localeOf(ctx)].browseHint));
