import type { DiscountCart } from "../../shared/discounts";
import { readCart } from "../carts/service";
import { discountBuyerKey, previewDiscount } from "../discounts/service";
import { cartOwnerOf } from "./cart-owner";
import type { ChatKey, OrderDraft } from "./chat-state";
import { productForSale, variantForSale } from "./shop-catalog";
import type { ShopContext } from "./storefront-context";

export const keyOf = (ctx: ShopContext): ChatKey => ({
  botId: ctx.shop.botId,
  chatId: ctx.chat?.id ?? ctx.from?.id ?? 0,
});

/**
 * What the draft orders, when it can still be ordered: its chosen variant, or (a draft from before variants) the
 * product's one.
 */
export async function orderedOf(ctx: ShopContext, draft: OrderDraft) {
  const { db, sellerId } = ctx.shop;
  if (draft.variantId) return variantForSale(db, sellerId, draft.variantId);
  if (!draft.productId) return undefined;
  const product = await productForSale(db, sellerId, { id: draft.productId });
  const variant = product && product.options.length === 0 ? product.variants.find((one) => !one.soldOut) : undefined;
  return product && variant ? { product, variant } : undefined;
}

/** A line as the summary names it, and as a discount code judges it (DESIGN 32). */
export interface CheckoutLine {
  variantId: string;
  productId: string | null;
  category: string;
  productName: string;
  variantLabel: string;
  quantity: number;
  lineTotal: number;
}

/** What a draft places: one product, or the cart's orderable lines; undefined when nothing of it can be ordered. */
export async function linesOf(ctx: ShopContext, draft: OrderDraft): Promise<CheckoutLine[] | undefined> {
  if (draft.cartId) {
    const current = await readCart(ctx.shop.db, cartOwnerOf(ctx));
    const orderable = current?.id === draft.cartId ? current.lines.filter((line) => line.orderable) : [];
    const lines = orderable.flatMap(({ variantId, ...line }) => (variantId ? [{ ...line, variantId }] : []));
    return lines.length > 0 ? lines : undefined;
  }
  const ordered = await orderedOf(ctx, draft);
  if (!ordered) return undefined;
  const quantity = draft.quantity ?? 1;
  const { product, variant } = ordered;
  return [
    {
      variantId: variant.id,
      productId: product.id,
      category: product.category,
      productName: product.name,
      variantLabel: variant.label,
      quantity,
      lineTotal: variant.price * quantity,
    },
  ];
}

export const cartOf = (lines: DiscountCart["lines"]): DiscountCart => ({
  lines,
  subtotal: lines.reduce((sum, line) => sum + line.lineTotal, 0),
});

/** A code typed in this chat judged against these lines now: what it takes off, or why it does not apply. */
export function judgeCode(ctx: ShopContext, code: string, cart: DiscountCart) {
  return previewDiscount(ctx.shop, {
    ...cart,
    sellerId: ctx.shop.sellerId,
    code,
    buyerKey: buyerKeyOf(ctx),
    now: new Date(),
  });
}

/** Who redeems a code in this chat, for "once per buyer". */
export const buyerKeyOf = (ctx: ShopContext) => discountBuyerKey(keyOf(ctx));
