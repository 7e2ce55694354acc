import { InlineKeyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { checkoutTexts } from "../../shared/checkout-texts";
import { citiesOf, type Province, provinceName, provincesByName } from "../../shared/iran-provinces";
import { formatCount, formatToman } from "../../shared/toman";
import { type BuyerShippingOption, listShippingMethods, readShopOrigin } from "../shipping/service";
import { orderData } from "./order-data";
import type { ShopContext } from "./storefront-context";

/** Buttons a list page holds: two a row, so a long city name still fits a phone. */
const perPage = 12;
const perRow = 2;

/**
 * The provinces some active method of the shop delivers to (DESIGN 31), the shop's own first, then by name;
 * none when the shop has no active method, and so takes orders without shipping as before issue 36.
 */
export async function servedProvinces(ctx: ShopContext, locale: BuyerLocale): Promise<readonly Province[]> {
  const { items } = await listShippingMethods(ctx.shop, { sellerId: ctx.shop.sellerId });
  const active = items.filter((method) => method.is_active);
  if (active.length === 0) return [];
  const everywhere = active.some((method) => method.provinces.length === 0);
  const served = new Set<string>(active.flatMap((method) => method.provinces));
  const origin = await readShopOrigin(ctx.shop, { sellerId: ctx.shop.sellerId });
  const provinces = provincesByName(locale).filter((province) => everywhere || served.has(province.id));
  const own = provinces.find((province) => province.id === origin?.province);
  return own ? [own, ...provinces.filter((province) => province !== own)] : provinces;
}

interface Page<T> {
  items: readonly T[];
  page: number;
  pages: number;
}

function pageOf<T>(all: readonly T[], wanted: number): Page<T> {
  const pages = Math.max(1, Math.ceil(all.length / perPage));
  const page = Math.min(Math.max(1, wanted), pages);
  return { items: all.slice((page - 1) * perPage, page * perPage), page, pages };
}

/** A page of choices as buttons, the way to the pages beside it, and `extra` rows under them. */
function pageKeyboard<T>(
  found: Page<T>,
  locale: BuyerLocale,
  button: (item: T) => { label: string; data: string },
  pageData: (page: number) => string,
) {
  const t = botTexts[locale];
  const keyboard = new InlineKeyboard();
  found.items.forEach((item, index) => {
    const { label, data } = button(item);
    keyboard.text(label, data);
    if (index % perRow === perRow - 1) keyboard.row();
  });
  if (found.items.length % perRow !== 0) keyboard.row();
  if (found.page > 1) keyboard.text(t.previous, pageData(found.page - 1));
  if (found.page < found.pages) keyboard.text(t.next, pageData(found.page + 1));
  if (found.pages > 1) keyboard.row();
  return keyboard;
}

const pageNote = (found: Page<unknown>, locale: BuyerLocale) =>
  found.pages > 1
    ? `\n${checkoutTexts[locale].page(formatCount(found.page, locale), formatCount(found.pages, locale))}`
    : "";

/** The provinces to deliver to, a page at a time; the buyer may also type a province's or a city's name. */
export async function askProvince(ctx: ShopContext, locale: BuyerLocale, page: number, before = "") {
  const found = pageOf(await servedProvinces(ctx, locale), page);
  const keyboard = pageKeyboard(
    found,
    locale,
    (province) => ({ label: province.name[locale], data: orderData.province(province.id) }),
    orderData.provincePage,
  ).text(botTexts[locale].cancel, orderData.cancel);
  const text = `${before}${checkoutTexts[locale].askProvince}${pageNote(found, locale)}`;
  await ctx.reply(text, { reply_markup: keyboard });
}

/** Cities of the province as buttons: a page of its list (the capital first), or the ones a typed name matched. */
export async function askCity(
  ctx: ShopContext,
  locale: BuyerLocale,
  question: { provinceId: string; page: number; matched?: readonly number[]; before?: string },
) {
  const t = checkoutTexts[locale];
  const { provinceId } = question;
  const cities = citiesOf(provinceId);
  const indices = question.matched ?? cities.map((_, index) => index);
  const found = pageOf(indices, question.matched ? 1 : question.page);
  const keyboard = pageKeyboard(
    found,
    locale,
    (index) => ({ label: cities[index] ?? "", data: orderData.city(provinceId, index) }),
    orderData.cityPage,
  );
  if ((await servedProvinces(ctx, locale)).length > 1) keyboard.text(t.changeProvince, orderData.changeProvince);
  keyboard.text(botTexts[locale].cancel, orderData.cancel);
  const province = provinceName(provinceId, locale);
  const asked = question.matched ? t.citiesFound(province) : t.askCity(province);
  await ctx.reply(`${question.before ?? ""}${asked}${pageNote(found, locale)}`, { reply_markup: keyboard });
}

/** "Karaj, Alborz": where the order goes, as the buyer reads it. */
export const placeName = (place: { provinceId: string; city: string }, locale: BuyerLocale) =>
  `${place.city}${locale === "fa" ? "، " : ", "}${provinceName(place.provinceId, locale)}`;

export const costText = (cost: number, locale: BuyerLocale) =>
  cost === 0 ? checkoutTexts[locale].free : formatToman(cost, locale);

/** The methods that serve the place, each with its cost for this order and its delivery time. */
export async function askMethod(
  ctx: ShopContext,
  locale: BuyerLocale,
  place: { provinceId: string; city: string },
  options: readonly BuyerShippingOption[],
  before = "",
) {
  const t = checkoutTexts[locale];
  const keyboard = new InlineKeyboard();
  for (const { method, cost } of options) {
    keyboard.text(t.methodChoice(method.name, costText(cost, locale)), orderData.method(method.id)).row();
  }
  if ((await servedProvinces(ctx, locale)).length > 1) keyboard.text(t.changeProvince, orderData.changeProvince);
  keyboard.text(botTexts[locale].cancel, orderData.cancel);
  const lines = options.map(({ method, cost }) =>
    t.methodLine(method.name, costText(cost, locale), method.delivery_text),
  );
  const text = [t.chooseMethod(placeName(place, locale)), ...lines].join("\n");
  await ctx.reply(`${before}${text}`, { reply_markup: keyboard });
}
