import { botTexts } from "../../../shared/bot-texts";
import type { Locale } from "../../../shared/locales";
import { isProductCategory, productCategoryNames } from "../../../shared/products";
import { formatCount } from "../../../shared/toman";
import type { SalesChannel, SalesProduct, SalesRequest } from "../../integrations/ai/engine";
import { fillTemplate } from "./fill-template";
import { productsNamedIn, productsPartlyNamedIn } from "./product-match";
import { salesPhrases } from "./sales-corpus";
import { orderNumberIn, type SalesIntent, salesIntentsOf } from "./sales-intents";
import { questionLocale } from "./sales-language";
import { orderLine, orderList, productList } from "./sales-lines";
import { categoryIn, needFit, needsIn } from "./sales-needs";

/**
 * One paragraph of an answer. `lists` products (then the answer says how to order them); `support` says
 * whether it quotes the seller's support text, or wants the buyer pointed to it.
 */
interface Part {
  text: string;
  lists?: boolean;
  support?: "quoted" | "wanted";
}

interface Asked {
  request: SalesRequest;
  locale: Locale;
  intents: Set<SalesIntent>;
  named: SalesProduct[];
  says: ChannelTexts;
}

/** The sentences that tell a buyer what to do next, which depend on where they write. */
interface ChannelTexts {
  notFoundInShop: string;
  noOrders: string;
  /** How to order what was listed; `howTo` when the buyer asked exactly that. */
  orderHint: string;
  howTo: string;
}

const whatsappTexts = {
  fa: {
    notFoundInShop: "در این فروشگاه محصولی با این نام پیدا نکردم. نام محصول را بفرستید، یا بپرسید «چی دارید؟».",
    noOrders: "سفارش‌ها در ربات فروشگاه ثبت می‌شوند و اینجا دیده نمی‌شوند؛ برای پیگیری سفارش به فروشنده پیام بدهید.",
    orderInBot: "برای سفارش، ربات فروشگاه را باز کنید: {link}",
    orderHere: "برای سفارش، نام محصول و تعداد را همین‌جا بنویسید تا فروشنده پاسخ دهد.",
  },
  en: {
    notFoundInShop: "I found no product by that name in this shop. Send a product's name, or ask «what do you have?».",
    noOrders: "Orders are placed in the shop's bot, so I can't see them here; please ask the seller about your order.",
    orderInBot: "To order, open the shop's bot: {link}",
    orderHere: "To order, write the product and how many you want here, and the seller will answer.",
  },
} satisfies Record<Locale, Record<string, string>>;

function channelTexts(channel: SalesChannel, locale: Locale): ChannelTexts {
  if (channel.kind === "bot") {
    const button = botTexts[locale].orderButton;
    return {
      notFoundInShop: botTexts[locale].notFoundInShop,
      noOrders: botTexts[locale].noOrders,
      orderHint: fillTemplate(salesPhrases[locale].orderHint, { button }),
      howTo: fillTemplate(salesPhrases[locale].howToOrder, { button }),
    };
  }
  const texts = whatsappTexts[locale];
  const order = channel.botLink ? fillTemplate(texts.orderInBot, { link: channel.botLink }) : texts.orderHere;
  return { notFoundInShop: texts.notFoundInShop, noOrders: texts.noOrders, orderHint: order, howTo: order };
}

function ordersPart({ request, locale, says }: Asked): Part {
  if (request.orders.length === 0) return { text: says.noOrders };
  const number = orderNumberIn(request.question);
  if (number === null) return { text: orderList(request.orders, locale) };
  const order = request.orders.find((one) => one.number === number);
  if (order) return { text: orderLine(order, locale) };
  const notFound = fillTemplate(salesPhrases[locale].orderNotFound, { number: formatCount(number, locale) });
  return { text: `${notFound}\n\n${orderList(request.orders, locale)}` };
}

/** Delivery, returns, contact: only what the seller's support template says, never a promise of our own. */
function supportPart({ request }: Asked, heading: string, unknown: string): Part {
  if (request.supportText) return { text: `${heading}\n${request.supportText}`, support: "quoted" };
  return { text: unknown, support: "wanted" };
}

/** What suits a need: products the question shares words with, then those that fit the needs it names. */
function suggestionsPart({ request, locale }: Asked): Part {
  const phrases = salesPhrases[locale];
  if (request.products.length === 0) return { text: botTexts[locale].noProducts };
  const needs = needsIn(request.question);
  const byNeed = request.products
    .map((product) => ({ product, fit: needFit(needs, product) }))
    .filter((entry) => entry.fit > 0)
    .sort((a, b) => b.fit - a.fit)
    .map((entry) => entry.product);
  const suggested = [...new Set([...productsPartlyNamedIn(request.question, request.products), ...byNeed])];
  if (suggested.length > 0) {
    return { text: productList(phrases.suggestions, suggested.slice(0, 3), locale, true), lists: true };
  }
  return { text: productList(phrases.noFit, request.products.slice(0, 3), locale), lists: true, support: "wanted" };
}

function catalogPart({ request, locale }: Asked): Part {
  if (request.products.length === 0) return { text: botTexts[locale].noProducts };
  const categories = [...new Set(request.products.map((product) => product.category))]
    .map((category) => productCategoryNames[locale][isProductCategory(category) ? category : "general"])
    .join(salesPhrases[locale].listJoiner);
  const heading = fillTemplate(salesPhrases[locale].catalog, { shop: request.shopName, categories });
  return { text: productList(heading, request.products, locale), lists: true };
}

/** A price or stock question that names no product exactly: the nearest names, the category it names, or none. */
function lookupPart({ request, locale, says }: Asked): Part {
  const partly = productsPartlyNamedIn(request.question, request.products);
  if (partly.length > 0) return { text: productList(salesPhrases[locale].partlyNamed, partly, locale), lists: true };
  const category = categoryIn(request.question);
  const inCategory = request.products.filter((product) => product.category === category);
  if (category && inCategory.length > 0) {
    const heading = fillTemplate(salesPhrases[locale].inCategory, { category: productCategoryNames[locale][category] });
    return { text: productList(heading, inCategory, locale), lists: true };
  }
  return { text: says.notFoundInShop, support: "wanted" };
}

function partsOf(asked: Asked): Part[] {
  const { intents, named, locale, request, says } = asked;
  const phrases = salesPhrases[locale];
  const parts: Part[] = [];
  if (named.length > 0) parts.push({ text: productList(null, named, locale, intents.has("recommend")), lists: true });
  if (intents.has("orders") || orderNumberIn(request.question) !== null) parts.push(ordersPart(asked));
  if (intents.has("delivery")) parts.push(supportPart(asked, phrases.delivery, phrases.deliveryUnknown));
  if (intents.has("contact")) parts.push(supportPart(asked, phrases.contact, phrases.contactUnknown));
  if (intents.has("howToOrder")) parts.push({ text: says.howTo });
  if (named.length === 0 && intents.has("recommend")) parts.push(suggestionsPart(asked));
  else if (named.length === 0 && intents.has("catalog")) parts.push(catalogPart(asked));
  if (parts.length === 0 && (intents.has("price") || intents.has("stock"))) parts.push(lookupPart(asked));
  return parts;
}

/**
 * The offline sales assistant (issue 14): answers from the request's products and orders only, with their
 * real figures, in the language the buyer's chat app speaks, like the rest of the bot. What it cannot answer
 * it says it found nothing for, and points to the seller's support text (or to the seller) instead of guessing.
 */
export function composeSalesReply(request: SalesRequest): string {
  return salesReplyOf(request).text;
}

/**
 * The offline answer, and whether the shop's data could not answer the question (it pointed the buyer to the
 * seller): issue 37's bot then offers "Talk to a person".
 */
export function salesReplyOf(request: SalesRequest): { text: string; helpless: boolean } {
  const named = productsNamedIn(request.question, request.products);
  const locale = questionLocale(request.question, request.products, request.locale);
  const intents = salesIntentsOf(request.question);
  const phrases = salesPhrases[locale];
  const says = channelTexts(request.channel ?? { kind: "bot" }, locale);
  const parts = partsOf({ request, locale, intents, named, says });
  if (parts.length === 0) {
    if (intents.has("greeting"))
      return { text: fillTemplate(phrases.greeting, { shop: request.shopName }), helpless: false };
    if (intents.has("thanks")) return { text: phrases.thanks, helpless: false };
    parts.push({ text: says.notFoundInShop, support: "wanted" });
  }
  const texts = parts.map((part) => part.text);
  if (intents.has("greeting")) texts.unshift(phrases.hello);
  if (parts.some((part) => part.lists) && !intents.has("howToOrder")) {
    texts.push(says.orderHint);
  }
  const helpless = parts.some((part) => part.support === "wanted") && !parts.some((part) => part.support === "quoted");
  if (helpless) texts.push(request.supportText ?? phrases.askSeller);
  return { text: texts.join("\n\n"), helpless };
}
