import { Composer } from "grammy";
import { checkoutTexts } from "../../shared/checkout-texts";
import { discountCodeTextSchema, discountLimits } from "../../shared/discounts";
import { citiesMatching, citiesOf, cityOf, isProvinceId, provinceName, provinceOf } from "../../shared/iran-provinces";
import { buyerAddressLimits } from "../../shared/orders";
import { postalCodeOf } from "../../shared/postal-code";
import { needsAddress } from "../../shared/shipping";
import { formatCount, formatToman } from "../../shared/toman";
import { buyerShippingOption, methodsForBuyer } from "../shipping/service";
import { type OrderDraft, readChatState, writeChatState } from "./chat-state";
import { cartOf, judgeCode, keyOf, linesOf } from "./checkout-lines";
import { orderData } from "./order-data";
import { advance } from "./order-steps";
import { askCity, askProvince, servedProvinces } from "./shipping-questions";
import { localeOf, type ShopContext } from "./storefront-context";

/** DESIGN 31 (issue 36): after the phone, where the order goes; a shop without any method asks an optional address. */
export async function startShipping(ctx: ShopContext, draft: OrderDraft) {
  const provinces = await servedProvinces(ctx, localeOf(ctx));
  const [only] = provinces;
  if (!only) return advance(ctx, { ...draft, step: "address" });
  if (provinces.length === 1) return chooseProvince(ctx, draft, only.id);
  return advance(ctx, { ...draft, step: "province" });
}

/** A province some method serves moves on to its cities; one of a single city takes that city at once. */
async function chooseProvince(ctx: ShopContext, draft: OrderDraft, provinceId: string) {
  const c = checkoutTexts[localeOf(ctx)];
  const served = await servedProvinces(ctx, localeOf(ctx));
  if (!served.some((province) => province.id === provinceId)) {
    return advance(ctx, { ...draft, step: "province" }, `${c.noMethodFor(provinceName(provinceId, localeOf(ctx)))}\n`);
  }
  const cities = citiesOf(provinceId);
  const onlyCity = cities.length === 1 ? cities[0] : undefined;
  if (onlyCity) return chooseCity(ctx, draft, provinceId, onlyCity);
  return advance(ctx, { ...draft, step: "city", province: provinceId, city: undefined, methodId: undefined });
}

/** The place is set: the methods serving it are offered, or the one there is taken. */
async function chooseCity(ctx: ShopContext, draft: OrderDraft, provinceId: string, city: string) {
  const locale = localeOf(ctx);
  const placed = { ...draft, province: provinceId, city, methodId: undefined };
  const lines = await linesOf(ctx, placed);
  const options = lines
    ? await methodsForBuyer(ctx.shop, {
        sellerId: ctx.shop.sellerId,
        province: provinceId,
        subtotal: cartOf(lines).subtotal,
      })
    : [];
  const [only] = options;
  if (!only) {
    const before = `${checkoutTexts[locale].noMethodFor(provinceName(provinceId, locale))}\n`;
    return advance(ctx, { ...placed, step: "province" }, before);
  }
  if (options.length === 1) return chooseMethod(ctx, placed, only.method.id);
  return advance(ctx, { ...placed, step: "method" });
}

/** A method checked again; a pickup needs no address, any other the address and the postal code. */
async function chooseMethod(ctx: ShopContext, draft: OrderDraft, methodId: string) {
  const lines = await linesOf(ctx, draft);
  const option =
    lines && draft.province
      ? await buyerShippingOption(ctx.shop, {
          sellerId: ctx.shop.sellerId,
          methodId,
          province: draft.province,
          subtotal: cartOf(lines).subtotal,
        })
      : null;
  if (!option) return advance(ctx, { ...draft, step: "method" }, `${checkoutTexts[localeOf(ctx)].methodGone}\n`);
  if (needsAddress(option.method)) return advance(ctx, { ...draft, step: "address", methodId });
  return advance(ctx, { ...draft, step: "confirm", methodId, address: null, postalCode: null });
}

/** Typed at the province question: a province's name, or a city of a province some method serves. */
export async function takeProvinceText(ctx: ShopContext, draft: OrderDraft, text: string) {
  const locale = localeOf(ctx);
  const province = provinceOf(text);
  if (province) return chooseProvince(ctx, draft, province.id);
  const served = await servedProvinces(ctx, locale);
  for (const { id } of served) {
    const city = cityOf(id, text);
    if (city) return chooseCity(ctx, draft, id, city);
  }
  const withMatches = served.find(({ id }) => citiesMatching(id, text).length > 0);
  if (withMatches) {
    await writeChatState(ctx.shop.db, keyOf(ctx), { ...draft, step: "city", province: withMatches.id });
    return askCity(ctx, locale, { provinceId: withMatches.id, page: 1, matched: citiesMatching(withMatches.id, text) });
  }
  return askProvince(ctx, locale, 1, `${checkoutTexts[locale].placeNotFound(text)}\n`);
}

/** Typed at the city question: the city itself, a part of its name, or a city of another province served. */
export async function takeCityText(ctx: ShopContext, draft: OrderDraft, text: string) {
  const locale = localeOf(ctx);
  const provinceId = draft.province ?? "";
  const city = cityOf(provinceId, text);
  if (city) return chooseCity(ctx, draft, provinceId, city);
  const matched = citiesMatching(provinceId, text);
  if (matched.length > 0) return askCity(ctx, locale, { provinceId, page: 1, matched });
  const elsewhere = await servedProvinces(ctx, locale);
  for (const { id } of elsewhere) {
    const found = cityOf(id, text);
    if (found) return chooseCity(ctx, draft, id, found);
  }
  const before = `${checkoutTexts[locale].cityNotFound(text, provinceName(provinceId, locale))}\n`;
  return askCity(ctx, locale, { provinceId, page: 1, before });
}

/** With a method that delivers, the address is required and the postal code follows it. */
export async function takeShippingAddress(ctx: ShopContext, draft: OrderDraft, text: string) {
  if (text.length < buyerAddressLimits.min || text.length > buyerAddressLimits.max) {
    return ctx.reply(checkoutTexts[localeOf(ctx)].fullAddressInvalid);
  }
  return advance(ctx, { ...draft, step: "postal_code", address: text });
}

export async function takePostalCode(ctx: ShopContext, draft: OrderDraft, text: string) {
  const postalCode = postalCodeOf(text);
  if (!postalCode) return ctx.reply(checkoutTexts[localeOf(ctx)].postalCodeInvalid);
  return advance(ctx, { ...draft, step: "confirm", postalCode });
}

/**
 * A code as the buyer typed it (any case, Persian digits), checked against what they order now: applied and the
 * summary shown again, or why not said and another asked for (DESIGN 32).
 */
export async function takeDiscountCode(ctx: ShopContext, draft: OrderDraft, text: string) {
  const locale = localeOf(ctx);
  const c = checkoutTexts[locale];
  const code = discountCodeTextSchema.safeParse(text);
  if (!code.success) {
    const range = [discountLimits.codeMin, discountLimits.codeMax].map((limit) => formatCount(limit, locale));
    return ctx.reply(c.discountCodeInvalid(range[0] ?? "", range[1] ?? ""));
  }
  const lines = await linesOf(ctx, draft);
  if (!lines) return advance(ctx, { ...draft, step: "confirm" });
  const judged = await judgeCode(ctx, code.data, cartOf(lines));
  if (!judged.ok) return advance(ctx, draft, `${c.discountRefused[judged.reason](code.data)}\n`);
  await ctx.reply(c.discountApplied(judged.code, formatToman(judged.amount, locale)));
  return advance(ctx, { ...draft, step: "confirm", discountCode: judged.code });
}

/** The buttons of the shipping and discount steps; each acts only at its own step of the buyer's draft. */
export const checkoutAnswers = new Composer<ShopContext>();

async function draftAt(ctx: ShopContext, ...steps: OrderDraft["step"][]) {
  await ctx.answerCallbackQuery();
  const state = await readChatState(ctx.shop.db, keyOf(ctx));
  return state && state.step !== "receipt" && state.step !== "cart_code" && steps.includes(state.step)
    ? state
    : undefined;
}

checkoutAnswers.callbackQuery(/^pv:([a-z-]{2,40})$/, async (ctx) => {
  const draft = await draftAt(ctx, "province", "city", "method");
  const provinceId = ctx.match[1] ?? "";
  if (draft && isProvinceId(provinceId)) await chooseProvince(ctx, draft, provinceId);
});

checkoutAnswers.callbackQuery(/^pp:(\d{1,2})$/, async (ctx) => {
  const draft = await draftAt(ctx, "province");
  if (draft) await askProvince(ctx, localeOf(ctx), Number(ctx.match[1]));
});

checkoutAnswers.callbackQuery(orderData.changeProvince, async (ctx) => {
  const draft = await draftAt(ctx, "city", "method");
  if (draft) await advance(ctx, { ...draft, step: "province", city: undefined, methodId: undefined });
});

checkoutAnswers.callbackQuery(/^pc:([a-z-]{2,40}):(\d{1,4})$/, async (ctx) => {
  const draft = await draftAt(ctx, "province", "city");
  const provinceId = ctx.match[1] ?? "";
  const city = citiesOf(provinceId)[Number(ctx.match[2])];
  if (draft && city) await chooseCity(ctx, draft, provinceId, city);
});

checkoutAnswers.callbackQuery(/^cp:(\d{1,2})$/, async (ctx) => {
  const draft = await draftAt(ctx, "city");
  if (draft?.province) await askCity(ctx, localeOf(ctx), { provinceId: draft.province, page: Number(ctx.match[1]) });
});

checkoutAnswers.callbackQuery(/^sm:([0-9a-f-]{36})$/, async (ctx) => {
  const draft = await draftAt(ctx, "method");
  if (draft) await chooseMethod(ctx, draft, ctx.match[1] ?? "");
});

checkoutAnswers.callbackQuery(orderData.discount, async (ctx) => {
  const draft = await draftAt(ctx, "confirm");
  if (draft) await advance(ctx, { ...draft, step: "discount_code" });
});

checkoutAnswers.callbackQuery(orderData.skipDiscount, async (ctx) => {
  const draft = await draftAt(ctx, "discount_code");
  if (draft) await advance(ctx, { ...draft, step: "confirm" });
});

checkoutAnswers.callbackQuery(orderData.removeDiscount, async (ctx) => {
  const draft = await draftAt(ctx, "confirm");
  if (!draft) return;
  await ctx.reply(checkoutTexts[localeOf(ctx)].discountRemoved);
  await advance(ctx, { ...draft, discountCode: null });
});
