import { InlineKeyboard } from "grammy";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import type { OrderPaymentMethod } from "../../shared/orders";

/**
 * Callback data of the order steps' buttons, in one place: short prefixes and ids of rows or of the data
 * file's provinces, never a price or a choice the server would trust (DESIGN 30).
 */
export const orderData = {
  quantity: (count: number) => `q:${count}`,
  ownName: "own-name",
  skipAddress: "skip-address",
  confirm: "confirm-order",
  confirmWith: (method: OrderPaymentMethod) => `confirm-order:${method}`,
  cancel: "cancel-order",
  province: (provinceId: string) => `pv:${provinceId}`,
  provincePage: (page: number) => `pp:${page}`,
  changeProvince: "pv-change",
  /** A city by its place in the province's list of the data file. */
  city: (provinceId: string, index: number) => `pc:${provinceId}:${index}`,
  cityPage: (page: number) => `cp:${page}`,
  method: (methodId: string) => `sm:${methodId}`,
  discount: "dc",
  skipDiscount: "dc-skip",
  removeDiscount: "dc-remove",
};

export const cancelKeyboard = (locale: BuyerLocale) =>
  new InlineKeyboard().text(botTexts[locale].cancel, orderData.cancel);
