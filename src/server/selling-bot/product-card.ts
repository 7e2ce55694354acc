import { InlineKeyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { isProductCategory } from "../../shared/products";
import { formatCount, formatToman } from "../../shared/toman";
import { firstImage, type PhotoOptions, type PhotoTarget, type ProductImage, sendPhotoOnce } from "../bots/service";
import { escapeHtml } from "../escape-html";
import type { productForSale } from "./shop-catalog";
import type { ShopContext } from "./storefront-context";

/** Callback data of the catalog's buttons, within Telegram's 64 bytes: short prefixes and ids, never JSON. */
export const catalogData = {
  categories: "cats",
  category: (category: string, page: number) => `c:${category}:${page}`,
  product: (id: string) => `p:${id}`,
  order: (productId: string) => `o:${productId}`,
  variant: (variantId: string) => `ov:${variantId}`,
  /** DESIGN 30: the cart's own handler (cart.ts) takes these. */
  addToCart: (variantId: string) => `ca:${variantId}`,
};

/** Products as buttons, one a row, each with its price and opening its card (a category's page, a search's finds). */
export function productChoices(items: readonly { id: string; name: string; price: number }[], locale: BuyerLocale) {
  const keyboard = new InlineKeyboard();
  for (const item of items) {
    keyboard.text(`${item.name} — ${formatToman(item.price, locale)}`, catalogData.product(item.id)).row();
  }
  return keyboard;
}

/** What Telegram and Bale let a photo's caption and a message show, counted after the HTML is parsed. */
const captionLimit = 1024;
const messageLimit = 4096;

/**
 * A product as the buyer sees it: its first image as a photo with the card as caption (text alone when it
 * has none, or the photo could not be sent), with name, price, stock, code, description and the order button.
 */
export async function productCard(
  ctx: ShopContext,
  locale: BuyerLocale,
  product: NonNullable<Awaited<ReturnType<typeof productForSale>>>,
) {
  const t = botTexts[locale];
  const hasOptions = product.options.length > 0;
  const soldOut = product.variants.filter((variant) => variant.soldOut);
  const head = [
    `<b>${escapeHtml(product.name)}</b>`,
    t.price(formatToman(product.price, locale)),
    product.stock === null ? t.inStock : t.stockLeft(formatCount(product.stock, locale)),
    t.code(escapeHtml(product.productCode)),
    ...(hasOptions && soldOut.length > 0
      ? [t.variantsSoldOut(escapeHtml(soldOut.map((variant) => variant.label).join("، ")))]
      : []),
    ...(hasOptions ? [t.chooseVariant] : []),
  ].join("\n");
  const category = isProductCategory(product.category) ? product.category : "general";
  const keyboard = new InlineKeyboard();
  if (hasOptions) {
    // Only what can be ordered; a variant's price when it is not the product's.
    for (const variant of product.variants.filter((offered) => !offered.soldOut)) {
      const price = variant.price === product.price ? "" : ` — ${formatToman(variant.price, locale)}`;
      keyboard
        .text(`${variant.label}${price}`, catalogData.variant(variant.id))
        .text(t.addToCartShort, catalogData.addToCart(variant.id))
        .row();
    }
  } else {
    keyboard.text(t.orderButton, catalogData.order(product.id));
    const [own] = product.variants;
    if (own && !own.soldOut) keyboard.text(t.addToCart, catalogData.addToCart(own.id));
    keyboard.row();
  }
  keyboard
    .text(t.backToCategory(t.categories[category]), catalogData.category(category, 1))
    .row()
    .text(t.backToCategories, catalogData.categories);
  const image = await firstImage(ctx.shop.db, product.id);
  if (image) {
    const caption = cardHtml(head, product.description, captionLimit);
    if (await sendProductPhoto(ctx, image, { caption, parse_mode: "HTML", reply_markup: keyboard })) return;
  }
  await ctx.reply(cardHtml(head, product.description, messageLimit), { parse_mode: "HTML", reply_markup: keyboard });
}

/**
 * The card's HTML, its description cut so what the buyer sees stays within `limit`. The cut is made
 * before escaping, so it never falls inside an entity or a tag.
 */
function cardHtml(head: string, description: string | null, limit: number) {
  if (!description) return head;
  const room = limit - visibleLength(head) - 2;
  return `${head}\n\n${escapeHtml(cutToLength(description, room))}`;
}

/** At most `room` UTF-16 units, as the platforms count; a cut text ends with "…" and never halves a character. */
function cutToLength(text: string, room: number) {
  if (text.length <= room) return text;
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > room - 1) break;
    kept += character;
  }
  return `${kept.trimEnd()}…`;
}

/** Our own HTML (tags we wrote, user text escaped) as the buyer sees it: no tags, each entity one character. */
const visibleLength = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&[#a-z0-9]+;/gi, "_").length;

/**
 * DESIGN 20: a photo is uploaded once per bot (a file_id belongs to the bot that uploaded it) and its
 * file_id sent from then on; one the platform no longer knows (400) is uploaded again. False when the
 * photo could not be sent (the file is gone from storage, or the platform refused it): the caller
 * sends the card as text, so the buyer still gets it.
 */
export async function sendProductPhoto(ctx: ShopContext, image: ProductImage, options: PhotoOptions) {
  const { db, storage, logger, botId } = ctx.shop;
  const send: PhotoTarget["send"] = (photo, sendOptions) => ctx.replyWithPhoto(photo, sendOptions);
  return (await sendPhotoOnce({ db, storage, logger, botId, send }, image, options)) !== undefined;
}
