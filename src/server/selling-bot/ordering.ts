import { and, desc, eq, isNotNull } from "drizzle-orm";
import { Composer, InlineKeyboard, Keyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { latinDigits } from "../../shared/digits";
import { itemName } from "../../shared/item-name";
import {
  buyerAddressLimits,
  buyerNameMaxLength,
  buyerPhoneSchema,
  orderPaymentMethods,
  type OrderPaymentMethod as PaymentMethod,
} from "../../shared/orders";
import { isOneLine, withoutSpoofingCharacters } from "../../shared/text";
import { formatCount, formatToman } from "../../shared/toman";
import { emptyCart, readCart } from "../carts/service";
import { orders, sellerBankCards, sellerPaymentGateways } from "../db/schema";
import { DomainError } from "../errors";
import { escapeHtml } from "../escape-html";
import { attachReceipt, placeOrder } from "../orders/service";
import { newPayToken } from "../shop-pay/service";
import { cartData, cartOwnerOf } from "./cart";
import {
  type ChatKey,
  clearChatState,
  type OrderDraft,
  readChatState,
  takeDraftAt,
  writeChatState,
} from "./chat-state";
import { productForSale, variantForSale } from "./shop-catalog";
import { localeOf, type ShopContext } from "./storefront-context";

const keyOf = (ctx: ShopContext): ChatKey => ({ botId: ctx.shop.botId, chatId: ctx.chat?.id ?? ctx.from?.id ?? 0 });

/** The most a buyer may order at once: the stock left, and never more than the order form allows. */
const maxQuantityOf = (stock: number | null) => Math.min(stock ?? 1000, 1000);
/** Quantity buttons offered; any other number can be typed. */
const quickQuantities = 5;

const data = {
  quantity: (count: number) => `q:${count}`,
  ownName: "own-name",
  skipAddress: "skip-address",
  confirm: "confirm-order",
  confirmWith: (method: PaymentMethod) => `confirm-order:${method}`,
  cancel: "cancel-order",
};
const paymentIcons: Record<PaymentMethod, string> = { gateway: "💳", card_to_card: "🏦" };
const cancelKeyboard = (locale: BuyerLocale) => new InlineKeyboard().text(botTexts[locale].cancel, data.cancel);

async function askQuantity(ctx: ShopContext, locale: BuyerLocale, max: number) {
  const keyboard = new InlineKeyboard();
  for (let count = 1; count <= Math.min(max, quickQuantities); count += 1)
    keyboard.text(formatCount(count, locale), data.quantity(count));
  keyboard.row().text(botTexts[locale].cancel, data.cancel);
  const t = botTexts[locale];
  await ctx.reply(max === 1 ? t.onlyOneLeft : t.askQuantity(formatCount(max, locale)), { reply_markup: keyboard });
}

/** A recipient's name as the order takes it; undefined when it cannot be one (blank, too long, several lines). */
function recipientNameOf(given: string) {
  const name = withoutSpoofingCharacters(given).trim();
  return name === "" || name.length > buyerNameMaxLength || !isOneLine(name) ? undefined : name;
}

/** The name the buyer's chat app knows them by, when it can be the recipient's. */
const ownNameOf = (ctx: ShopContext) =>
  ctx.from && recipientNameOf([ctx.from.first_name, ctx.from.last_name].filter(Boolean).join(" "));

/** Issue 35: the buyer's own name is offered as one tap; another recipient's can still be typed. */
async function askName(ctx: ShopContext, locale: BuyerLocale) {
  const t = botTexts[locale];
  const keyboard = new InlineKeyboard();
  const ownName = ownNameOf(ctx);
  if (ownName) keyboard.text(t.ownName(ownName), data.ownName).row();
  keyboard.text(t.cancel, data.cancel);
  await ctx.reply(t.askName, { reply_markup: keyboard });
}

/**
 * What the draft orders, when it can still be ordered: its chosen variant, or (a draft from before variants) the
 * product's one.
 */
async function orderedOf(ctx: ShopContext, draft: OrderDraft) {
  const { db, sellerId } = ctx.shop;
  if (draft.variantId) return variantForSale(db, sellerId, draft.variantId);
  if (!draft.productId) return undefined;
  const product = await productForSale(db, sellerId, { id: draft.productId });
  const variant = product && product.options.length === 0 ? product.variants.find((one) => !one.soldOut) : undefined;
  return product && variant ? { product, variant } : undefined;
}

/** The lines a draft places and how its summary names them: one product, or the cart's orderable lines. */
async function linesOf(ctx: ShopContext, draft: OrderDraft) {
  if (draft.cartId) {
    const current = await readCart(ctx.shop.db, cartOwnerOf(ctx));
    const orderable = current?.id === draft.cartId ? current.lines.filter((line) => line.orderable) : [];
    if (orderable.length === 0) return undefined;
    return {
      lines: orderable.flatMap((line) =>
        line.variantId ? [{ variantId: line.variantId, quantity: line.quantity }] : [],
      ),
      name: orderable.map((line) => `${itemName(line.productName, line.variantLabel)} × ${line.quantity}`).join("، "),
      quantity: orderable.reduce((sum, line) => sum + line.quantity, 0),
      total: orderable.reduce((sum, line) => sum + line.lineTotal, 0),
    };
  }
  const ordered = await orderedOf(ctx, draft);
  if (!ordered) return undefined;
  const quantity = draft.quantity ?? 1;
  return {
    lines: [{ variantId: ordered.variant.id, quantity }],
    name: itemName(ordered.product.name, ordered.variant.label),
    quantity,
    total: ordered.variant.price * quantity,
  };
}

/** The draft moved on to its next step, and the question of that step asked. */
async function advance(ctx: ShopContext, draft: OrderDraft) {
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  await writeChatState(ctx.shop.db, keyOf(ctx), draft);
  if (draft.step === "name") return askName(ctx, locale);
  if (draft.step === "phone") {
    const keyboard = new Keyboard().requestContact(t.shareContact).resized().oneTime();
    return ctx.reply(t.askPhone, { reply_markup: keyboard });
  }
  if (draft.step === "address") {
    const keyboard = new InlineKeyboard().text(t.skipAddress, data.skipAddress).row().text(t.cancel, data.cancel);
    return ctx.reply(t.askAddress, { reply_markup: keyboard });
  }
  if (draft.step === "confirm") return showSummary(ctx, locale, draft);
}

async function showSummary(ctx: ShopContext, locale: BuyerLocale, draft: OrderDraft) {
  const t = botTexts[locale];
  const ordered = await linesOf(ctx, draft);
  if (!ordered) {
    await clearChatState(ctx.shop.db, keyOf(ctx));
    return ctx.reply(t.productGone);
  }
  const methods = await paymentMethodsOf(ctx);
  const text = t.summary({
    product: escapeHtml(ordered.name),
    quantity: formatCount(ordered.quantity, locale),
    total: formatToman(ordered.total, locale),
    name: escapeHtml(draft.name ?? ""),
    phone: formatPhone(draft.phone ?? "", locale),
    address: draft.address ? escapeHtml(draft.address) : null,
    payment: (methods.length > 0 ? methods : ["card_to_card" as const])
      .map((method) => t.paymentMethods[method])
      .join(" / "),
  });
  const keyboard = new InlineKeyboard();
  // With both ways set up the buyer's choice places the order; with one, a plain confirmation does.
  if (methods.length > 1) {
    for (const method of methods) {
      keyboard.text(`${paymentIcons[method]} ${t.paymentMethods[method]}`, data.confirmWith(method)).row();
    }
  } else {
    keyboard.text(t.confirm, data.confirm).row();
  }
  keyboard.text(t.cancel, data.cancel);
  await ctx.reply(text, { parse_mode: "HTML" });
  await ctx.reply(methods.length > 1 ? t.choosePayment : t.confirm, { reply_markup: keyboard });
}

/** DESIGN 23: the ways this seller takes money, as set up in the workspace: their gateway, a card. */
async function paymentMethodsOf(ctx: ShopContext): Promise<PaymentMethod[]> {
  const [gateway] = await ctx.shop.db
    .select({ userId: sellerPaymentGateways.userId })
    .from(sellerPaymentGateways)
    .where(eq(sellerPaymentGateways.userId, ctx.shop.sellerId));
  const card = await cardForBuyers(ctx);
  return [...(gateway ? (["gateway"] as const) : []), ...(card ? (["card_to_card"] as const) : [])];
}

const formatPhone = (phone: string, locale: BuyerLocale) =>
  locale === "fa" ? phone.replace(/\d/g, (digit) => formatCount(Number(digit), locale)) : phone;

/** The card a card-to-card buyer pays into: the default card holding a full number, else the newest one. */
async function cardForBuyers(ctx: ShopContext) {
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

/**
 * Taking an order in the chat (issue 14): quantity, name, phone (typed, or Telegram's contact button),
 * optional address, a summary to confirm; "cancel" at every step. A wrong answer gets a short correction
 * and the same question again. The order goes through the workspace's order service (snapshot, stock,
 * events), so the seller sees it arrive live.
 */
export const ordering = new Composer<ShopContext>();

/** The order starts with what was chosen: the quantity is asked within what is left of it. */
async function startOrder(ctx: ShopContext, product: { id: string }, variant: { id: string; stock: number | null }) {
  await writeChatState(ctx.shop.db, keyOf(ctx), { step: "quantity", productId: product.id, variantId: variant.id });
  await askQuantity(ctx, localeOf(ctx), maxQuantityOf(variant.stock));
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

// DESIGN 30: a cart is checked out through the same steps, from the recipient's name on.
ordering.callbackQuery(cartData.checkout, async (ctx) => {
  await ctx.answerCallbackQuery();
  const locale = localeOf(ctx);
  const current = await readCart(ctx.shop.db, cartOwnerOf(ctx));
  if (!current?.lines.some((line) => line.orderable)) return ctx.reply(botTexts[locale].cartEmpty);
  await advance(ctx, { step: "name", cartId: current.id });
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

ordering.callbackQuery(/^q:(\d{1,4})$/, async (ctx) => {
  await ctx.answerCallbackQuery();
  const draft = await readChatState(ctx.shop.db, keyOf(ctx));
  if (draft?.step !== "quantity") return;
  await takeQuantity(ctx, draft, Number(ctx.match[1]));
});

ordering.callbackQuery(data.ownName, async (ctx) => {
  await ctx.answerCallbackQuery();
  const draft = await readChatState(ctx.shop.db, keyOf(ctx));
  const name = ownNameOf(ctx);
  if (draft?.step !== "name" || !name) return;
  await advance(ctx, { ...draft, step: "phone", name });
});

ordering.callbackQuery(data.skipAddress, async (ctx) => {
  await ctx.answerCallbackQuery();
  const draft = await readChatState(ctx.shop.db, keyOf(ctx));
  if (draft?.step !== "address") return;
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
  const ordered = await linesOf(ctx, draft);
  if (!ordered) return ctx.reply(t.outOfStock);
  try {
    const order = await placeOrder(ctx.shop, {
      sellerId: ctx.shop.sellerId,
      lines: ordered.lines,
      buyerName: draft.name ?? "",
      buyerPhone: draft.phone ?? "",
      buyerAddress: draft.address ?? null,
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
      const keyboard = new InlineKeyboard().url(t.payButton(amount), ctx.shop.payUrl(payToken));
      return ctx.reply(t.payOnline(amount), { reply_markup: keyboard });
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
    if (error instanceof DomainError && (error.code === "out_of_stock" || error.code === "product_unavailable")) {
      // From a cart: the line that ran out is named, and the cart stays for the buyer to change.
      const product = error.params?.product;
      if (draft.cartId && typeof product === "string") return ctx.reply(t.lineRanOut(product));
      return ctx.reply(t.outOfStock);
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
  const draft = await readChatState(ctx.shop.db, keyOf(ctx));
  if (draft?.step !== "phone") return next();
  const digits = ctx.message.contact.phone_number.replace(/[\s-]/g, "");
  await takePhone(ctx, draft, digits.startsWith("98") ? `+${digits}` : digits);
});

async function takePhone(ctx: ShopContext, draft: OrderDraft, typed: string) {
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const phone = buyerPhoneSchema.safeParse(typed);
  if (!phone.success) return ctx.reply(t.phoneInvalid);
  // Issue 35: the step is done, so its contact button goes; the address question's buttons are inline.
  await ctx.reply(t.phoneReceived(formatPhone(phone.data, locale)), { reply_markup: { remove_keyboard: true } });
  await advance(ctx, { ...draft, step: "address", phone: phone.data });
}

ordering.on("message:text", async (ctx, next) => {
  const draft = await readChatState(ctx.shop.db, keyOf(ctx));
  if (!draft || draft.step === "receipt" || ctx.message.text.startsWith("/")) return next();
  const locale = localeOf(ctx);
  const t = botTexts[locale];
  const text = ctx.message.text.trim();
  if (draft.step === "quantity") {
    const digits = latinDigits(text);
    return takeQuantity(ctx, draft, /^\d{1,4}$/.test(digits) ? Number(digits) : Number.NaN);
  }
  if (draft.step === "name") {
    const name = recipientNameOf(text);
    if (!name) return ctx.reply(t.nameInvalid);
    return advance(ctx, { ...draft, step: "phone", name });
  }
  if (draft.step === "phone") return takePhone(ctx, draft, text);
  if (draft.step === "address") {
    if (text.length < buyerAddressLimits.min || text.length > buyerAddressLimits.max)
      return ctx.reply(t.addressInvalid);
    return advance(ctx, { ...draft, step: "confirm", address: text });
  }
  // The summary waits for its buttons; the question is shown again.
  return showSummary(ctx, locale, draft);
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
  const link = order?.payToken ? new InlineKeyboard().url(t.seeReceipt, ctx.shop.receiptUrl(order.payToken)) : null;
  await ctx.reply(t.receiptReceived, link ? { reply_markup: link } : {});
});
