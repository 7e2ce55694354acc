import { Composer, InlineKeyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { checkoutTexts } from "../../shared/checkout-texts";
import { type DiscountCodeRefusal, discountCodeTextSchema, discountLimits } from "../../shared/discounts";
import { itemName } from "../../shared/item-name";
import { maxOrderLines } from "../../shared/orders";
import { formatCount, formatToman } from "../../shared/toman";
import {
  addToCart,
  type Cart,
  changeLineQuantity,
  emptyCart,
  readCart,
  removeLine,
  setCartDiscountCode,
} from "../carts/service";
import { DomainError } from "../errors";
import { escapeHtml } from "../escape-html";
import { cartOwnerOf } from "./cart-owner";
import { clearChatState, readChatState, writeChatState } from "./chat-state";
import { cartOf, keyOf as chatKeyOf, judgeCode } from "./checkout-lines";
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
  code: "cart-code",
  removeCode: "cart-code-remove",
};

/** What the cart's code takes off its orderable lines now, or why it does not apply (DESIGN 32). */
type CartCode = { code: string; amount: number } | { code: string; refusal: DiscountCodeRefusal } | null;

async function judgeCartCode(ctx: ShopContext, current: Cart | undefined): Promise<CartCode> {
  if (!current?.discountCode) return null;
  const lines = current.lines.filter((line) => line.orderable);
  const judged = await judgeCode(ctx, current.discountCode, cartOf(lines));
  return judged.ok
    ? { code: judged.code, amount: judged.amount }
    : { code: current.discountCode, refusal: judged.reason };
}

/**
 * The cart as one message: its lines (those no longer sold said so), the total, its discount code with what it
 * takes off (or why it does not apply), and a row of buttons per line.
 */
export function cartMessage(cart: Cart | undefined, locale: BuyerLocale, code: CartCode = null) {
  const t = botTexts[locale];
  const c = checkoutTexts[locale];
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
  if (code) keyboard.text(c.changeDiscount, cartData.code).text(c.removeDiscount, cartData.removeCode).row();
  else keyboard.text(c.discountButton, cartData.code).row();
  if (cart.lines.some((line) => line.orderable)) keyboard.text(t.checkout, cartData.checkout);
  const sums = [t.cartSubtotal(formatToman(cart.subtotal, locale))];
  if (code && "amount" in code) {
    sums.push(c.cartDiscount(code.code, formatToman(code.amount, locale)));
    sums.push(c.cartTotal(formatToman(cart.subtotal - code.amount, locale)));
  } else if (code) {
    sums.push(c.discountRefused[code.refusal](code.code));
  }
  const text = [t.cartTitle, ...lines, "", ...sums].join("\n");
  return { text, keyboard };
}

async function showCart(ctx: ShopContext, edit: boolean, before = "") {
  const current = await readCart(ctx.shop.db, cartOwnerOf(ctx));
  const message = cartMessage(current, localeOf(ctx), await judgeCartCode(ctx, current));
  const { keyboard } = message;
  const text = `${before}${message.text}`;
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
  await stopWaitingForCode(ctx);
  await showCart(ctx, false);
});

/** Issue 36: a discount code typed in the cart is kept on it and judged whenever the cart is shown or ordered. */
cart.callbackQuery(cartData.code, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  // An order under way keeps its own draft; the cart's code is asked for only outside one.
  if (await readChatState(ctx.shop.db, chatKeyOf(ctx))) return showCart(ctx, false);
  await writeChatState(ctx.shop.db, chatKeyOf(ctx), { step: "cart_code" });
  const keyboard = new InlineKeyboard().text(botTexts[locale].cancel, cartData.view);
  await ctx.reply(checkoutTexts[locale].askDiscountCode, { reply_markup: keyboard });
});

cart.callbackQuery(cartData.removeCode, async (ctx) => {
  await ctx.answerCallbackQuery();
  await setCartDiscountCode(ctx.shop.db, { ...cartOwnerOf(ctx), code: null, now: new Date() });
  await showCart(ctx, true);
});

cart.on("message:text", async (ctx, next) => {
  const state = await readChatState(ctx.shop.db, chatKeyOf(ctx));
  if (state?.step !== "cart_code" || ctx.message.text.startsWith("/")) return next();
  const locale = localeOf(ctx);
  const c = checkoutTexts[locale];
  const code = discountCodeTextSchema.safeParse(ctx.message.text);
  if (!code.success) {
    const [min, max] = [discountLimits.codeMin, discountLimits.codeMax].map((limit) => formatCount(limit, locale));
    return ctx.reply(c.discountCodeInvalid(min ?? "", max ?? ""));
  }
  await stopWaitingForCode(ctx);
  const current = await readCart(ctx.shop.db, cartOwnerOf(ctx));
  const lines = current?.lines.filter((line) => line.orderable) ?? [];
  const judged = await judgeCode(ctx, code.data, cartOf(lines));
  // A code that does not apply is said why and not kept; the cart's button asks for another.
  if (!judged.ok) return showCart(ctx, false, `${c.discountRefused[judged.reason](code.data)}\n\n`);
  await setCartDiscountCode(ctx.shop.db, { ...cartOwnerOf(ctx), code: judged.code, now: new Date() });
  await showCart(ctx, false, `${c.discountApplied(judged.code, formatToman(judged.amount, locale))}\n\n`);
});

async function stopWaitingForCode(ctx: ShopContext) {
  const state = await readChatState(ctx.shop.db, chatKeyOf(ctx));
  if (state?.step === "cart_code") await clearChatState(ctx.shop.db, chatKeyOf(ctx));
}

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
