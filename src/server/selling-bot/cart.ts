import { Composer, InlineKeyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { itemName } from "../../shared/item-name";
import { maxOrderLines } from "../../shared/orders";
import { formatCount, formatToman } from "../../shared/toman";
import {
  addToCart,
  type Cart,
  type CartOwner,
  changeLineQuantity,
  emptyCart,
  readCart,
  removeLine,
} from "../carts/service";
import { DomainError } from "../errors";
import { escapeHtml } from "../escape-html";
import { catalogData } from "./product-card";
import { variantForSale } from "./shop-catalog";
import { localeOf, type ShopContext } from "./storefront-context";

/** Callback data of the cart's buttons: short prefixes and the line's id, never the cart itself (DESIGN 30). */
export const cartData = {
  view: "cart",
  more: (itemId: string) => `c+:${itemId}`,
  less: (itemId: string) => `c-:${itemId}`,
  remove: (itemId: string) => `cr:${itemId}`,
  empty: "cart-empty",
  checkout: "cart-checkout",
};

export const cartOwnerOf = (ctx: ShopContext): CartOwner => ({
  sellerId: ctx.shop.sellerId,
  botId: ctx.shop.botId,
  chatId: ctx.chat?.id ?? ctx.from?.id ?? 0,
});

/** The cart as one message: its lines (those no longer sold said so), the total, and a row of buttons per line. */
export function cartMessage(cart: Cart | undefined, locale: BuyerLocale) {
  const t = botTexts[locale];
  if (!cart || cart.lines.length === 0) return { text: t.cartEmpty, keyboard: undefined };
  const keyboard = new InlineKeyboard();
  const lines = cart.lines.map((line, position) => {
    const index = formatCount(position + 1, locale);
    const name = escapeHtml(itemName(line.productName, line.variantLabel));
    keyboard
      .text(`➖ ${index}`, cartData.less(line.itemId))
      .text(`➕ ${index}`, cartData.more(line.itemId))
      .text(t.lineRemove(index), cartData.remove(line.itemId))
      .row();
    return line.orderable
      ? t.cartLine(index, name, formatCount(line.quantity, locale), formatToman(line.lineTotal, locale))
      : t.cartLineGone(index, name);
  });
  keyboard.text(t.emptyCart, cartData.empty).text(t.continueShopping, catalogData.categories).row();
  if (cart.lines.some((line) => line.orderable)) keyboard.text(t.checkout, cartData.checkout);
  const text = [t.cartTitle, ...lines, "", t.cartSubtotal(formatToman(cart.subtotal, locale))].join("\n");
  return { text, keyboard };
}

async function showCart(ctx: ShopContext, edit: boolean) {
  const { text, keyboard } = cartMessage(await readCart(ctx.shop.db, cartOwnerOf(ctx)), localeOf(ctx));
  const options = { parse_mode: "HTML" as const, reply_markup: keyboard };
  // A button on the cart message changes that message, so the chat keeps one cart, not a trail of them.
  if (edit && ctx.callbackQuery?.message)
    return ctx.editMessageText(text, options).catch(() => ctx.reply(text, options));
  return ctx.reply(text, options);
}

/**
 * DESIGN 30 (issue 36): "add to cart" beside "order", the cart kept as rows per buyer and bot, `/cart` to open it,
 * quantities and removal by button, and checkout, which the order steps take from there (ordering.ts).
 */
export const cart = new Composer<ShopContext>();

cart.callbackQuery(/^ca:([0-9a-f-]{36})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const chosen = await variantForSale(ctx.shop.db, ctx.shop.sellerId, ctx.match[1] ?? "");
  if (!chosen) return ctx.reply(t.productGone);
  try {
    const { quantity } = await addToCart(ctx.shop.db, {
      ...cartOwnerOf(ctx),
      variantId: chosen.variant.id,
      productName: chosen.product.name,
      variantLabel: chosen.variant.label,
      now: new Date(),
    });
    const current = await readCart(ctx.shop.db, cartOwnerOf(ctx));
    const keyboard = new InlineKeyboard()
      .text(t.viewCart(formatCount(current?.lines.length ?? 1, locale)), cartData.view)
      .row()
      .text(t.continueShopping, catalogData.categories);
    const name = escapeHtml(itemName(chosen.product.name, chosen.variant.label));
    await ctx.reply(t.addedToCart(name, formatCount(quantity, locale)), { parse_mode: "HTML", reply_markup: keyboard });
  } catch (error) {
    if (error instanceof DomainError && error.code === "cart_full") {
      return ctx.reply(t.cartFull(formatCount(maxOrderLines, locale)));
    }
    throw error;
  }
});

cart.command("cart", (ctx) => showCart(ctx, false));

cart.callbackQuery(cartData.view, async (ctx) => {
  await ctx.answerCallbackQuery();
  await showCart(ctx, false);
});

cart.callbackQuery(/^c([+-]):([0-9a-f-]{36})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const change = ctx.match[1] === "+" ? 1 : -1;
  await changeLineQuantity(ctx.shop.db, { ...cartOwnerOf(ctx), itemId: ctx.match[2] ?? "", change, now: new Date() });
  await showCart(ctx, true);
});

cart.callbackQuery(/^cr:([0-9a-f-]{36})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  await removeLine(ctx.shop.db, { ...cartOwnerOf(ctx), itemId: ctx.match[1] ?? "" });
  await showCart(ctx, true);
});

cart.callbackQuery(cartData.empty, async (ctx) => {
  await ctx.answerCallbackQuery();
  await emptyCart(ctx.shop.db, cartOwnerOf(ctx));
  await ctx.reply(botTexts[localeOf(ctx)].cartEmptied);
});
