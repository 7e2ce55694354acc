import { and, desc, eq, isNotNull } from "drizzle-orm";
import { InlineKeyboard, Keyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { checkoutTexts } from "../../shared/checkout-texts";
import { itemName } from "../../shared/item-name";
import { buyerNameMaxLength, type OrderPaymentMethod as PaymentMethod } from "../../shared/orders";
import { isOneLine, withoutSpoofingCharacters } from "../../shared/text";
import { formatCount, formatToman } from "../../shared/toman";
import { productImage } from "../bots/service";
import { sellerBankCards, sellerPaymentGateways } from "../db/schema";
import { escapeHtml } from "../escape-html";
import { buyerShippingOption, methodsForBuyer } from "../shipping/service";
import { clearChatState, type OrderDraft, writeChatState } from "./chat-state";
import { type CheckoutLine, cartOf, judgeCode, keyOf, linesOf, orderedOf } from "./checkout-lines";
import { cancelKeyboard, orderData } from "./order-data";
import { sendProductPhoto } from "./product-card";
import { askCity, askMethod, askProvince, costText, placeName } from "./shipping-questions";
import { localeOf, type ShopContext } from "./storefront-context";

/** The most a buyer may order at once: the stock left, and never more than the order form allows. */
export const maxQuantityOf = (stock: number | null) => Math.min(stock ?? 1000, 1000);
/** Quantity buttons offered; any other number can be typed. */
const quickQuantities = 5;

const paymentIcons: Record<PaymentMethod, string> = { gateway: "💳", card_to_card: "🏦" };

/**
 * How many, within what is left. DESIGN 29: a variant with its own image asks it on that photo, so the card's
 * picture follows the colour or model chosen; a photo that cannot go leaves the question as text.
 */
export async function askQuantity(
  ctx: ShopContext,
  locale: BuyerLocale,
  ordered: NonNullable<Awaited<ReturnType<typeof orderedOf>>>,
) {
  const t = botTexts[locale];
  const max = maxQuantityOf(ordered.variant.stock);
  const keyboard = new InlineKeyboard();
  for (let count = 1; count <= Math.min(max, quickQuantities); count += 1)
    keyboard.text(formatCount(count, locale), orderData.quantity(count));
  keyboard.row().text(t.cancel, orderData.cancel);
  const question = max === 1 ? t.onlyOneLeft : t.askQuantity(formatCount(max, locale));
  const { product, variant } = ordered;
  const image = variant.mediaId ? await productImage(ctx.shop.db, product.id, variant.mediaId) : undefined;
  if (image) {
    const title = `<b>${escapeHtml(itemName(product.name, variant.label))}</b>`;
    const caption = [title, t.price(formatToman(variant.price, locale)), "", escapeHtml(question)].join("\n");
    if (await sendProductPhoto(ctx, image, { caption, parse_mode: "HTML", reply_markup: keyboard })) return;
  }
  await ctx.reply(question, { reply_markup: keyboard });
}

/** A recipient's name as the order takes it; undefined when it cannot be one (blank, too long, several lines). */
export function recipientNameOf(given: string) {
  const name = withoutSpoofingCharacters(given).trim();
  return name === "" || name.length > buyerNameMaxLength || !isOneLine(name) ? undefined : name;
}

/** The name the buyer's chat app knows them by, when it can be the recipient's. */
export const ownNameOf = (ctx: ShopContext) =>
  ctx.from && recipientNameOf([ctx.from.first_name, ctx.from.last_name].filter(Boolean).join(" "));

/** Issue 35: the buyer's own name is offered as one tap; another recipient's can still be typed. */
async function askName(ctx: ShopContext, locale: BuyerLocale) {
  const t = botTexts[locale];
  const keyboard = new InlineKeyboard();
  const ownName = ownNameOf(ctx);
  if (ownName) keyboard.text(t.ownName(ownName), orderData.ownName).row();
  keyboard.text(t.cancel, orderData.cancel);
  await ctx.reply(t.askName, { reply_markup: keyboard });
}

/** The draft moved on to its next step (`before` said first, on the same message), and that step's question asked. */
export async function advance(ctx: ShopContext, draft: OrderDraft, before = "") {
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const c = checkoutTexts[locale];
  await writeChatState(ctx.shop.db, keyOf(ctx), draft);
  const place = draft.province && draft.city ? { provinceId: draft.province, city: draft.city } : undefined;
  switch (draft.step) {
    case "quantity": {
      const ordered = await orderedOf(ctx, draft);
      if (!ordered) return ctx.reply(t.productGone);
      return askQuantity(ctx, locale, ordered);
    }
    case "confirm":
      return showSummary(ctx, locale, draft);
    case "name":
      return askName(ctx, locale);
    case "phone": {
      const keyboard = new Keyboard().requestContact(t.shareContact).resized().oneTime();
      return ctx.reply(t.askPhone, { reply_markup: keyboard });
    }
    case "province":
      return askProvince(ctx, locale, 1, before);
    case "city":
      return askCity(ctx, locale, { provinceId: draft.province ?? "", page: 1, before });
    case "method": {
      const lines = await linesOf(ctx, draft);
      const options =
        place && lines
          ? await methodsForBuyer(ctx.shop, {
              sellerId: ctx.shop.sellerId,
              province: place.provinceId,
              subtotal: cartOf(lines).subtotal,
            })
          : [];
      if (!place || options.length === 0) return askProvince(ctx, locale, 1, before);
      return askMethod(ctx, locale, place, options, before);
    }
    case "address":
      // With shipping methods the address is the method's to need; without any, it may be left out as before.
      if (draft.methodId) return ctx.reply(`${before}${c.askFullAddress}`, { reply_markup: cancelKeyboard(locale) });
      return ctx.reply(t.askAddress, {
        reply_markup: new InlineKeyboard()
          .text(t.skipAddress, orderData.skipAddress)
          .row()
          .text(t.cancel, orderData.cancel),
      });
    case "postal_code":
      return ctx.reply(`${before}${c.askPostalCode}`, { reply_markup: cancelKeyboard(locale) });
    case "discount_code":
      return ctx.reply(`${before}${c.askDiscountCode}`, {
        reply_markup: new InlineKeyboard()
          .text(c.skipDiscount, orderData.skipDiscount)
          .row()
          .text(t.cancel, orderData.cancel),
      });
  }
}

/** The order's sums as the summary shows them and the order will be placed with, or why a part changed. */
export type Priced =
  | {
      ok: true;
      lines: CheckoutLine[];
      subtotal: number;
      shipping: { name: string; cost: number } | null;
      discount: { code: string; amount: number } | null;
      total: number;
    }
  | { ok: false; problem: "gone" }
  | { ok: false; problem: "method_gone" }
  | { ok: false; problem: "code_refused"; refusal: string };

/** DESIGN 31, 32: the draft's lines, its method's cost and its code's discount as they stand now. */
export async function priceOf(ctx: ShopContext, locale: BuyerLocale, draft: OrderDraft): Promise<Priced> {
  const lines = await linesOf(ctx, draft);
  if (!lines) return { ok: false, problem: "gone" };
  const cart = cartOf(lines);
  let shipping: { name: string; cost: number } | null = null;
  if (draft.methodId) {
    const option = await buyerShippingOption(ctx.shop, {
      sellerId: ctx.shop.sellerId,
      methodId: draft.methodId,
      province: draft.province ?? "",
      subtotal: cart.subtotal,
    });
    if (!option) return { ok: false, problem: "method_gone" };
    shipping = { name: option.method.name, cost: option.cost };
  }
  let discount: { code: string; amount: number } | null = null;
  if (draft.discountCode) {
    const judged = await judgeCode(ctx, draft.discountCode, cart);
    if (!judged.ok) {
      return {
        ok: false,
        problem: "code_refused",
        refusal: checkoutTexts[locale].discountRefused[judged.reason](draft.discountCode),
      };
    }
    discount = { code: judged.code, amount: judged.amount };
  }
  const total = cart.subtotal - (discount?.amount ?? 0) + (shipping?.cost ?? 0);
  return { ok: true, lines, subtotal: cart.subtotal, shipping, discount, total };
}

/** Where the order goes, in one line: the address, the city and province, the postal code. */
function addressLine(draft: OrderDraft, locale: BuyerLocale) {
  const place = draft.province && draft.city ? placeName({ provinceId: draft.province, city: draft.city }, locale) : "";
  const postal = draft.postalCode ? checkoutTexts[locale].postalCodeLine(formatCode(draft.postalCode, locale)) : "";
  const parts = [place, draft.address ?? "", postal].filter((part) => part !== "");
  return parts.length > 0 ? escapeHtml(parts.join(locale === "fa" ? "، " : ", ")) : null;
}

export async function showSummary(ctx: ShopContext, locale: BuyerLocale, draft: OrderDraft): Promise<unknown> {
  const t = botTexts[locale];
  const c = checkoutTexts[locale];
  const priced = await priceOf(ctx, locale, draft);
  if (!priced.ok) {
    if (priced.problem === "gone") {
      await clearChatState(ctx.shop.db, keyOf(ctx));
      return ctx.reply(t.productGone);
    }
    // What changed is said, and the order goes on without it: another method, or no code.
    if (priced.problem === "method_gone")
      return advance(ctx, { ...draft, step: "method", methodId: undefined }, `${c.methodGone}\n`);
    await ctx.reply(priced.refusal);
    return showSummary(ctx, locale, { ...draft, discountCode: null });
  }
  await writeChatState(ctx.shop.db, keyOf(ctx), { ...draft, step: "confirm" });
  const methods = await paymentMethodsOf(ctx);
  const text = c.summary({
    lines: priced.lines.map((line) =>
      c.summaryLine(
        escapeHtml(itemName(line.productName, line.variantLabel)),
        formatCount(line.quantity, locale),
        formatToman(line.lineTotal, locale),
      ),
    ),
    subtotal: formatToman(priced.subtotal, locale),
    shipping: priced.shipping
      ? { name: escapeHtml(priced.shipping.name), cost: costText(priced.shipping.cost, locale) }
      : null,
    discount: priced.discount
      ? { code: priced.discount.code, amount: formatToman(priced.discount.amount, locale) }
      : null,
    total: formatToman(priced.total, locale),
    name: escapeHtml(draft.name ?? ""),
    phone: formatPhone(draft.phone ?? "", locale),
    address: addressLine(draft, locale),
    payment: (methods.length > 0 ? methods : ["card_to_card" as const])
      .map((method) => t.paymentMethods[method])
      .join(" / "),
  });
  const keyboard = new InlineKeyboard();
  // With both ways set up the buyer's choice places the order; with one, a plain confirmation does.
  if (methods.length > 1) {
    for (const method of methods) {
      keyboard.text(`${paymentIcons[method]} ${t.paymentMethods[method]}`, orderData.confirmWith(method)).row();
    }
  } else {
    keyboard.text(t.confirm, orderData.confirm).row();
  }
  if (priced.discount)
    keyboard.text(c.changeDiscount, orderData.discount).text(c.removeDiscount, orderData.removeDiscount).row();
  else keyboard.text(c.discountButton, orderData.discount).row();
  keyboard.text(t.cancel, orderData.cancel);
  await ctx.reply(text, { parse_mode: "HTML" });
  await ctx.reply(methods.length > 1 ? t.choosePayment : t.confirm, { reply_markup: keyboard });
}

/** DESIGN 23: the ways this seller takes money, as set up in the workspace: their gateway, a card. */
export async function paymentMethodsOf(ctx: ShopContext): Promise<PaymentMethod[]> {
  const [gateway] = await ctx.shop.db
    .select({ userId: sellerPaymentGateways.userId })
    .from(sellerPaymentGateways)
    .where(eq(sellerPaymentGateways.userId, ctx.shop.sellerId));
  const card = await cardForBuyers(ctx);
  return [...(gateway ? (["gateway"] as const) : []), ...(card ? (["card_to_card"] as const) : [])];
}

const formatCode = (digits: string, locale: BuyerLocale) =>
  locale === "fa" ? digits.replace(/\d/g, (digit) => formatCount(Number(digit), locale)) : digits;

export const formatPhone = formatCode;

/** The card a card-to-card buyer pays into: the default card holding a full number, else the newest one. */
export async function cardForBuyers(ctx: ShopContext) {
  const [card] = await ctx.shop.db
    .select()
    .from(sellerBankCards)
    .where(
      and(
        eq(sellerBankCards.userId, ctx.shop.sellerId),
        eq(sellerBankCards.isActive, true),
        isNotNull(sellerBankCards.sealedCardNumber),
      ),
    )
    .orderBy(desc(sellerBankCards.isDefault), desc(sellerBankCards.createdAt))
    .limit(1);
  if (!card?.sealedCardNumber) return undefined;
  const number = ctx.shop.secrets.open("card-number", card.sealedCardNumber);
  return { number: number.replace(/(\d{4})(?=\d)/g, "$1 "), holder: card.cardHolderName };
}
