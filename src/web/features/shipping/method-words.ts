import { provinceName } from "@shared/iran-provinces";
import { type Locale, locales } from "@shared/locales";
import type { ShippingMethod } from "@shared/shipping";
import type { TFunction } from "i18next";
import { formatNumber, formatToman } from "@/lib/format";

/** How many provinces the list names before "and N more". */
const provincesNamed = 3;

/** The cost rule in words: "۴۵٬۰۰۰ تومان · رایگان برای سفارش از ۲٬۰۰۰٬۰۰۰ تومان به بالا · در استان خودتان …". */
export function costRuleWords(method: ShippingMethod, t: TFunction, locale: Locale): string {
  const amount = (toman: number) => (toman === 0 ? t("shipping.cost.free") : formatToman(toman, locale));
  const parts = [amount(method.cost)];
  if (method.free_above !== null) {
    parts.push(t("shipping.cost.freeAbove", { amount: formatToman(method.free_above, locale) }));
  }
  if (method.own_province_cost !== null) {
    parts.push(t("shipping.cost.ownProvince", { cost: amount(method.own_province_cost) }));
  }
  return parts.join(" · ");
}

/** The provinces served in words: "All of Iran", "Tehran and Alborz", "Tehran, Alborz, Qom and 2 more provinces". */
export function provincesWords(method: Pick<ShippingMethod, "provinces">, t: TFunction, locale: Locale): string {
  if (method.provinces.length === 0) return t("shipping.allOfIran");
  const names = method.provinces.map((id) => provinceName(id, locale));
  const list = new Intl.ListFormat(locales[locale].intl, { type: "conjunction" });
  if (names.length <= provincesNamed) return list.format(names);
  return t("shipping.provincesMore", {
    provinces: names.slice(0, provincesNamed).join(locale === "fa" ? "، " : ", "),
    count: names.length - provincesNamed,
    rest: formatNumber(names.length - provincesNamed, locale),
  });
}
