import type { NextFunction } from "grammy";
import { botTexts } from "../../shared/bot-texts";
import { normalizeForMatch } from "../../shared/match-text";
import { productCard, productChoices } from "./product-card";
import { productForSale, productsForSale } from "./shop-catalog";
import { localeOf, type ShopContext } from "./storefront-context";

/** A search that names more products than this is a browse: the sales assistant answers it, as before. */
const choicesPerSearch = 5;

/**
 * Issue 35: the products a buyer's whole message names: the one whose code (or a variant's) it is, else those whose name it
 * is, else those whose name holds it as whole words ("شال" finds "شال پشمی", not "شالیزار").
 */
function productsSearchedBy<T extends { name: string; productCode: string; variantCodes: string[] }>(
  message: string,
  products: readonly T[],
): T[] {
  const typed = normalizeForMatch(message);
  if (typed === "") return [];
  // The product's own code, or one of its variants' (DESIGN 29).
  const byCode = products.filter((product) =>
    [product.productCode, ...product.variantCodes].some((code) => normalizeForMatch(code) === typed),
  );
  if (byCode.length > 0) return byCode;
  const named = products.map((product) => ({ product, name: normalizeForMatch(product.name) }));
  const exact = named.filter(({ name }) => name === typed);
  const holding = exact.length > 0 ? exact : named.filter(({ name }) => ` ${name} `.includes(` ${typed} `));
  return holding.map(({ product }) => product);
}

/**
 * A buyer who types a product's code or name gets its card with the order button, or the few products the
 * name fits as buttons (issue 35); a command, or words that name none of them, go on to the sales assistant.
 */
export async function searchProducts(ctx: ShopContext & { message: { text: string } }, next: NextFunction) {
  if (ctx.message.text.startsWith("/")) return next();
  const found = productsSearchedBy(ctx.message.text, await productsForSale(ctx.shop.db, ctx.shop.sellerId));
  const [first] = found;
  if (!first || found.length > choicesPerSearch) return next();
  const locale = localeOf(ctx);
  if (found.length === 1) {
    const product = await productForSale(ctx.shop.db, ctx.shop.sellerId, { id: first.id });
    return product ? productCard(ctx, locale, product) : next();
  }
  await ctx.reply(botTexts[locale].productsFound, { reply_markup: productChoices(found, locale) });
}
