import { eq } from "drizzle-orm";
import { Composer } from "grammy";
import { botTexts } from "../../shared/bot-texts";
import { checkoutTexts } from "../../shared/checkout-texts";
import { latinDigits } from "../../shared/digits";
import { isDiscountRefusal } from "../../shared/discounts";
import {
  buyerAddressLimits,
  buyerPhoneSchema,
  orderPaymentMethods,
  type OrderPaymentMethod as PaymentMethod,
} from "../../shared/orders";
import { formatCount, formatToman } from "../../shared/toman";
import { emptyCart, readCart } from "../carts/service";
import { orders } from "../db/schema";
import { DomainError } from "../errors";
import { escapeHtml } from "../escape-html";
import { attachReceipt, placeOrder } from "../orders/service";
import { newPayToken } from "../shop-pay/service";
import { cartData } from "./cart";
import { cartOwnerOf } from "./cart-owner";
import { clearChatState, type OrderDraft, readChatState, takeDraftAt, writeChatState } from "./chat-state";
import {
  startShipping,
  takeCityText,
  takeDiscountCode,
  takePostalCode,
  takeProvinceText,
  takeShippingAddress,
} from "./checkout-answers";
import { buyerKeyOf, keyOf, linesOf, orderedOf } from "./checkout-lines";
import { withLink } from "./link-button";
import { cancelKeyboard, orderData as data } from "./order-data";
import {
  advance,
  cardForBuyers,
  formatPhone,
  maxQuantityOf,
  ownNameOf,
  paymentMethodsOf,
  recipientNameOf,
} from "./order-steps";
import { productForSale, variantForSale } from "./shop-catalog";
import { localeOf, type ShopContext } from "./storefront-context";

/**
 * Taking an order in the chat (issue 14): quantity, name, phone (typed, or Telegram's contact button), where
 * it goes and how it is sent (issue 36: province, city, method, address and postal code; an optional address
 * for a shop without shipping methods), a summary with the sums, a discount code and the payment to confirm;
 * "cancel" at every step. A wrong answer gets a short correction and the same question again. The order goes
 * through the workspace's order service (snapshot, stock, code use, events), so the seller sees it arrive live.
 */
export const ordering = new Composer<ShopContext>();

/** The order starts with what was chosen: the quantity is asked within what is left of it. */
async function startOrder(ctx: ShopContext, product: { id: string }, variant: { id: string }) {
  await advance(ctx, { step: "quantity", productId: product.id, variantId: variant.id });
}

// A product without options is ordered as it is; one with options by the variant's own button.
ordering.callbackQuery(/^o:([0-9a-f-]{36})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { id: ctx.match[1] ?? "" });
  const variant = product?.options.length === 0 ? product.variants.find((one) => !one.soldOut) : undefined;
  if (!product || !variant) return ctx.reply(botTexts[localeOf(ctx)].productGone);
  await startOrder(ctx, product, variant);
});

ordering.callbackQuery(/^ov:([0-9a-f-]{36})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const chosen = await variantForSale(ctx.shop.db, ctx.shop.sellerId, ctx.match[1] ?? "");
  if (!chosen) return ctx.reply(botTexts[localeOf(ctx)].productGone);
  await startOrder(ctx, chosen.product, chosen.variant);
});

// DESIGN 30: a cart is checked out through the same steps, from the recipient's name on, with the cart's code.
ordering.callbackQuery(cartData.checkout, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  const current = await readCart(ctx.shop.db, cartOwnerOf(ctx));
  if (!current?.lines.some((line) => line.orderable)) return ctx.reply(botTexts[locale].cartEmpty);
  await advance(ctx, { step: "name", cartId: current.id, discountCode: current.discountCode });
});

ordering.callbackQuery(data.cancel, async (ctx) => {
  await ctx.answerCallbackQuery();
  await clearChatState(ctx.shop.db, keyOf(ctx));
  await ctx.reply(botTexts[localeOf(ctx)].cancelled, { reply_markup: { remove_keyboard: true } });
});

ordering.command("cancel", async (ctx) => {
  await clearChatState(ctx.shop.db, keyOf(ctx));
  await ctx.reply(botTexts[localeOf(ctx)].cancelled, { reply_markup: { remove_keyboard: true } });
});

/** The buyer's draft when an order is under way (not a receipt or a cart's code being waited for). */
async function draftOf(ctx: ShopContext): Promise<OrderDraft | undefined> {
  const state = await readChatState(ctx.shop.db, keyOf(ctx));
  return state && state.step !== "receipt" && state.step !== "cart_code" ? state : undefined;
}

ordering.callbackQuery(/^q:(\d{1,4})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const draft = await draftOf(ctx);
  if (draft?.step !== "quantity") return;
  await takeQuantity(ctx, draft, Number(ctx.match[1]));
});

ordering.callbackQuery(data.ownName, async (ctx) => {
  await ctx.answerCallbackQuery();
  const draft = await draftOf(ctx);
  const name = ownNameOf(ctx);
  if (draft?.step !== "name" || !name) return;
  await advance(ctx, { ...draft, step: "phone", name });
});

ordering.callbackQuery(data.skipAddress, async (ctx) => {
  await ctx.answerCallbackQuery();
  const draft = await draftOf(ctx);
  // Only a shop without shipping methods lets the address be left out.
  if (draft?.step !== "address" || draft.methodId) return;
  await advance(ctx, { ...draft, step: "confirm", address: null });
});

ordering.callbackQuery(/^confirm-order(?::(gateway|card_to_card))?$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const methods = await paymentMethodsOf(ctx);
  const chosen = orderPaymentMethods.find((method) => method === ctx.match[1]);
  // A choice the seller took away meanwhile, or the plain button: the first way still set up.
  const method: PaymentMethod = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? "card_to_card");
  const draft = await takeDraftAt(ctx.shop.db, keyOf(ctx), "confirm");
  if (!draft) return;
  // A card-to-card order's link shows the buyer the receipt they sent (issue 34); only a gateway order pays there.
  const payToken = newPayToken();
  const lines = await linesOf(ctx, draft);
  if (!lines) return ctx.reply(t.outOfStock);
  try {
    const order = await placeOrder(ctx.shop, {
      sellerId: ctx.shop.sellerId,
      lines: lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
      buyerName: draft.name ?? "",
      buyerPhone: draft.phone ?? "",
      buyerAddress: draft.address ?? null,
      shipping:
        draft.methodId && draft.province && draft.city
          ? {
              methodId: draft.methodId,
              province: draft.province,
              city: draft.city,
              postalCode: draft.postalCode ?? null,
            }
          : null,
      discount: draft.discountCode ? { code: draft.discountCode, buyerKey: buyerKeyOf(ctx) } : null,
      paymentMethod: method,
      paymentStatus: "pending",
      source: "bot",
      actor: "buyer",
      buyerChat: { ...keyOf(ctx), locale },
      payToken,
      now: new Date(),
    });
    if (draft.cartId) await emptyCart(ctx.shop.db, cartOwnerOf(ctx));
    await ctx.reply(t.placed(formatCount(order.number, locale)));
    const amount = formatToman(order.total, locale);
    if (method === "gateway") {
      const message = withLink(t.payOnline(amount), { label: t.payButton(amount), url: ctx.shop.payUrl(payToken) });
      return ctx.reply(message.text, message.extra);
    }
    const card = await cardForBuyers(ctx);
    if (card) {
      await writeChatState(ctx.shop.db, keyOf(ctx), { step: "receipt", orderId: order.id });
      await ctx.reply(t.payByCard(amount, `<code>${card.number}</code>`, escapeHtml(card.holder)), {
        parse_mode: "HTML",
      });
    } else {
      await ctx.reply(t.payLater(amount));
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "out_of_stock" || error.code === "product_unavailable") {
      // From a cart: the line that ran out is named, and the cart stays for the buyer to change.
      const product = error.params?.product;
      if (draft.cartId && typeof product === "string") return ctx.reply(t.lineRanOut(product));
      return ctx.reply(t.outOfStock);
    }
    // What changed since the summary is said, and the draft goes on without it (nothing was placed).
    const c = checkoutTexts[locale];
    const reason = error.params?.reason;
    if (error.code === "discount_not_applicable" && typeof reason === "string" && isDiscountRefusal(reason)) {
      await ctx.reply(c.discountRefused[reason](draft.discountCode ?? ""));
      return advance(ctx, { ...draft, step: "confirm", discountCode: null });
    }
    if (error.code === "shipping_method_unavailable") {
      return advance(ctx, { ...draft, step: "method", methodId: undefined }, `${c.methodGone}\n`);
    }
    throw error;
  }
});

async function takeQuantity(ctx: ShopContext, draft: OrderDraft, quantity: number) {
  const locale = localeOf(ctx);
  const ordered = await orderedOf(ctx, draft);
  if (!ordered) {
    await clearChatState(ctx.shop.db, keyOf(ctx));
    return ctx.reply(botTexts[locale].productGone);
  }
  const max = maxQuantityOf(ordered.variant.stock);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
    const t = botTexts[locale];
    return ctx.reply(max === 1 ? t.onlyOneLeft : t.quantityInvalid(formatCount(max, locale)), {
      reply_markup: cancelKeyboard(locale),
    });
  }
  await advance(ctx, { ...draft, step: "name", quantity });
}

ordering.on("message:contact", async (ctx, next) => {
  const draft = await draftOf(ctx);
  if (draft?.step !== "phone") return next();
  const digits = ctx.message.contact.phone_number.replace(/[\s-]/g, "");
  await takePhone(ctx, draft, digits.startsWith("98") ? `+${digits}` : digits);
});

async function takePhone(ctx: ShopContext, draft: OrderDraft, typed: string) {
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const phone = buyerPhoneSchema.safeParse(typed);
  if (!phone.success) return ctx.reply(t.phoneInvalid);
  // Issue 35: the step is done, so its contact button goes; the next questions' buttons are inline.
  await ctx.reply(t.phoneReceived(formatPhone(phone.data, locale)), { reply_markup: { remove_keyboard: true } });
  await startShipping(ctx, { ...draft, phone: phone.data });
}

ordering.on("message:text", async (ctx, next) => {
  const draft = await draftOf(ctx);
  if (!draft || ctx.message.text.startsWith("/")) return next();
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const text = ctx.message.text.trim();
  switch (draft.step) {
    case "quantity": {
      const digits = latinDigits(text);
      return takeQuantity(ctx, draft, /^\d{1,4}$/.test(digits) ? Number(digits) : Number.NaN);
    }
    case "name": {
      const name = recipientNameOf(text);
      if (!name) return ctx.reply(t.nameInvalid);
      return advance(ctx, { ...draft, step: "phone", name });
    }
    case "phone":
      return takePhone(ctx, draft, text);
    case "province":
      return takeProvinceText(ctx, draft, text);
    case "city":
      return takeCityText(ctx, draft, text);
    case "address":
      if (draft.methodId) return takeShippingAddress(ctx, draft, text);
      if (text.length < buyerAddressLimits.min || text.length > buyerAddressLimits.max)
        return ctx.reply(t.addressInvalid);
      return advance(ctx, { ...draft, step: "confirm", address: text });
    case "postal_code":
      return takePostalCode(ctx, draft, text);
    case "discount_code":
      return takeDiscountCode(ctx, draft, text);
    // The method and the summary wait for their buttons; the question is shown again.
    case "method":
    case "confirm":
      return advance(ctx, draft);
  }
});

/** DESIGN 23: the receipt photo of a card-to-card order lands on the order for the seller to approve. */
ordering.on(["message:photo", "message:document"], async (ctx, next) => {
  const state = await readChatState(ctx.shop.db, keyOf(ctx));
  const fileId = ctx.message.photo?.at(-1)?.file_id ?? ctx.message.document?.file_id;
  if (state?.step !== "receipt" || !fileId) return next();
  const t = botTexts[localeOf(ctx)];
  const file = await ctx.api.getFile(fileId);
  const response = await fetch(ctx.shop.fileUrl(file.file_path ?? ""));
  if (!response.ok) throw new Error(`the receipt could not be downloaded: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    await attachReceipt(ctx.shop, {
      sellerId: ctx.shop.sellerId,
      id: state.orderId,
      bytes,
      actor: "buyer",
      now: new Date(),
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // Paid or cancelled meanwhile: the order waits for no receipt any more.
    if (error.code === "receipt_not_pending") {
      await clearChatState(ctx.shop.db, keyOf(ctx));
      return next();
    }
    return ctx.reply(t.receiptUnreadable);
  }
  await clearChatState(ctx.shop.db, keyOf(ctx));
  const [order] = await ctx.shop.db
    .select({ payToken: orders.payToken })
    .from(orders)
    .where(eq(orders.id, state.orderId));
  // Orders placed before issue 34 have no link; their receipt is the seller's to see.
  const message = order?.payToken
    ? withLink(t.receiptReceived, { label: t.seeReceipt, url: ctx.shop.receiptUrl(order.payToken) })
    : { text: t.receiptReceived, extra: {} };
  await ctx.reply(message.text, message.extra);
});
