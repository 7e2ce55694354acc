import { botTexts } from "./bot-texts";
import { productCard } from "./product-card";
import { productNamedIn } from "./product-questions";
import { activeTemplate } from "./shop-templates";
import { localeOf, type ShopContext } from "./storefront-context";

/**
 * A question in the buyer's words: a product of this shop it names (by name or code) is answered with its
 * card, price and stock from the database; otherwise the buyer is told so, with the seller's support text.
 */
export async function answerQuestion(ctx: ShopContext & { message: { text: string } }) {
  const locale = localeOf(ctx);
  const product = await productNamedIn(ctx.shop.db, ctx.shop.sellerId, ctx.message.text);
  if (product) return productCard(ctx, locale, product);
  const support = await activeTemplate(ctx.shop.db, ctx.shop.sellerId, "support");
  await ctx.reply(support ? `${botTexts[locale].notFoundInShop}\n\n${support}` : botTexts[locale].notFoundInShop);
}
