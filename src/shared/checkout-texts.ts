import type { BuyerLocale } from "./bot-texts";
import type { DiscountCodeRefusal } from "./discounts";

/** What the bot says at checkout (issue 36): where it goes, how it is sent, a discount code, and the summary. */
interface CheckoutTexts {
  askProvince: string;
  /** Under a list the buyer pages through. */
  page: (page: string, pages: string) => string;
  askCity: (province: string) => string;
  citiesFound: (province: string) => string;
  cityNotFound: (typed: string, province: string) => string;
  placeNotFound: (typed: string) => string;
  changeProvince: string;
  chooseMethod: (place: string) => string;
  /** A method as its button and the list above the buttons name it. */
  methodChoice: (name: string, cost: string) => string;
  methodLine: (name: string, cost: string, delivery: string) => string;
  free: string;
  noMethodFor: (province: string) => string;
  methodGone: string;
  askFullAddress: string;
  fullAddressInvalid: string;
  askPostalCode: string;
  postalCodeInvalid: string;
  postalCodeLine: (code: string) => string;
  discountButton: string;
  changeDiscount: string;
  removeDiscount: string;
  askDiscountCode: string;
  discountCodeInvalid: (min: string, max: string) => string;
  skipDiscount: string;
  discountApplied: (code: string, amount: string) => string;
  discountRemoved: string;
  /** Why a code does not apply, in the buyer's words (DESIGN 32). */
  discountRefused: Record<DiscountCodeRefusal, (code: string) => string>;
  cartDiscount: (code: string, amount: string) => string;
  cartTotal: (amount: string) => string;
  summary: (order: {
    lines: readonly string[];
    subtotal: string;
    shipping: { name: string; cost: string } | null;
    discount: { code: string; amount: string } | null;
    total: string;
    name: string;
    phone: string;
    address: string | null;
    payment: string;
  }) => string;
  summaryLine: (name: string, quantity: string, total: string) => string;
}

export const checkoutTexts: Record<BuyerLocale, CheckoutTexts> = {
  fa: {
    askProvince: "استان تحویل را انتخاب کنید، یا نام استان یا شهرتان را بفرستید:",
    page: (page, pages) => `صفحهٔ ${page} از ${pages}`,
    askCity: (province) => `شهرتان در استان ${province} را انتخاب کنید، یا نامش را بفرستید:`,
    citiesFound: (province) => `این شهرها در استان ${province} پیدا شد؛ یکی را انتخاب کنید:`,
    cityNotFound: (typed, province) =>
      `شهری به نام «${typed}» در استان ${province} پیدا نکردم؛ از فهرست انتخاب کنید یا نام را دوباره بفرستید:`,
    placeNotFound: (typed) => `استان یا شهری به نام «${typed}» پیدا نکردم؛ از فهرست انتخاب کنید:`,
    changeProvince: "↩️ تغییر استان",
    chooseMethod: (place) => `روش ارسال به ${place} را انتخاب کنید:`,
    methodChoice: (name, cost) => `${name} — ${cost}`,
    methodLine: (name, cost, delivery) => `• ${name}: ${cost}${delivery ? ` (${delivery})` : ""}`,
    free: "رایگان",
    noMethodFor: (province) => `این فروشگاه به استان ${province} ارسال ندارد؛ استان دیگری را انتخاب کنید:`,
    methodGone: "این روش ارسال دیگر برای شما در دسترس نیست؛ لطفاً دوباره انتخاب کنید.",
    askFullAddress: "آدرس کامل تحویل را بفرستید (خیابان، کوچه، پلاک، واحد؛ ۱۰ تا ۵۰۰ نویسه):",
    fullAddressInvalid: "آدرس باید بین ۱۰ تا ۵۰۰ نویسه باشد. دوباره بفرستید:",
    askPostalCode: "کد پستی ۱۰ رقمی را بفرستید (مثل ۱۴۳۴۸۶۳۱۱۱):",
    postalCodeLine: (code) => `کد پستی ${code}`,
    postalCodeInvalid: "کد پستی باید ۱۰ رقم باشد (با رقم فارسی یا انگلیسی، مثل ۱۴۳۴۸۶۳۱۱۱). دوباره بفرستید:",
    discountButton: "🏷 کد تخفیف دارم",
    changeDiscount: "🏷 تغییر کد تخفیف",
    removeDiscount: "حذف کد تخفیف",
    askDiscountCode: "کد تخفیف را بفرستید:",
    discountCodeInvalid: (min, max) => `کد تخفیف از ${min} تا ${max} حرف و رقم (و - یا _) ساخته می‌شود. دوباره بفرستید:`,
    skipDiscount: "ادامه بدون کد",
    discountApplied: (code, amount) => `کد «${code}» اعمال شد: ${amount} تخفیف ✅`,
    discountRemoved: "کد تخفیف برداشته شد.",
    discountRefused: {
      unknown: (code) => `کد «${code}» در این فروشگاه وجود ندارد.`,
      inactive: (code) => `کد «${code}» فعلاً فعال نیست.`,
      not_started: (code) => `کد «${code}» هنوز شروع نشده است.`,
      expired: (code) => `مهلت کد «${code}» تمام شده است.`,
      used_up: (code) => `ظرفیت کد «${code}» تمام شده است.`,
      already_used: (code) => `شما قبلاً از کد «${code}» استفاده کرده‌اید.`,
      not_for_these_items: (code) => `کد «${code}» برای کالاهای این سفارش نیست.`,
      minimum_not_reached: (code) => `جمع سفارش به حداقل مبلغ کد «${code}» نرسیده است.`,
    },
    cartDiscount: (code, amount) => `تخفیف (${code}): −${amount}`,
    cartTotal: (amount) => `مبلغ پس از تخفیف: ${amount}`,
    summary: (order) =>
      [
        "خلاصهٔ سفارش:",
        ...order.lines,
        "",
        `جمع کالاها: ${order.subtotal}`,
        ...(order.discount ? [`تخفیف (${order.discount.code}): −${order.discount.amount}`] : []),
        ...(order.shipping ? [`ارسال (${order.shipping.name}): ${order.shipping.cost}`] : []),
        `<b>مبلغ قابل پرداخت: ${order.total}</b>`,
        "",
        `گیرنده: ${order.name}`,
        `تلفن: ${order.phone}`,
        ...(order.address ? [`آدرس: ${order.address}`] : []),
        `پرداخت: ${order.payment}`,
      ].join("\n"),
    summaryLine: (name, quantity, total) => `• ${name} × ${quantity} — ${total}`,
  },
  en: {
    askProvince: "Choose the province to deliver to, or send the name of your province or city:",
    page: (page, pages) => `Page ${page} of ${pages}`,
    askCity: (province) => `Choose your city in ${province}, or send its name:`,
    citiesFound: (province) => `These cities of ${province} match; choose one:`,
    cityNotFound: (typed, province) =>
      `No city called “${typed}” in ${province}; choose from the list or send the name again:`,
    placeNotFound: (typed) => `No province or city called “${typed}”; choose from the list:`,
    changeProvince: "↩️ Change province",
    chooseMethod: (place) => `Choose how to ship to ${place}:`,
    methodChoice: (name, cost) => `${name} — ${cost}`,
    methodLine: (name, cost, delivery) => `• ${name}: ${cost}${delivery ? ` (${delivery})` : ""}`,
    free: "Free",
    noMethodFor: (province) => `This shop does not ship to ${province}; choose another province:`,
    methodGone: "That shipping method is no longer available to you; please choose again.",
    askFullAddress: "Send the full delivery address (street, alley, number, unit; 10 to 500 characters):",
    fullAddressInvalid: "The address must be 10 to 500 characters. Send it again:",
    askPostalCode: "Send the 10-digit postal code (like 1434863111):",
    postalCodeLine: (code) => `postal code ${code}`,
    postalCodeInvalid: "A postal code is 10 digits (Persian or Latin, like 1434863111). Send it again:",
    discountButton: "🏷 I have a discount code",
    changeDiscount: "🏷 Change discount code",
    removeDiscount: "Remove discount code",
    askDiscountCode: "Send the discount code:",
    discountCodeInvalid: (min, max) =>
      `A discount code is ${min} to ${max} letters and digits (and - or _). Send it again:`,
    skipDiscount: "Continue without a code",
    discountApplied: (code, amount) => `Code “${code}” applied: ${amount} off ✅`,
    discountRemoved: "The discount code was removed.",
    discountRefused: {
      unknown: (code) => `This shop has no code “${code}”.`,
      inactive: (code) => `The code “${code}” is not active at the moment.`,
      not_started: (code) => `The code “${code}” has not started yet.`,
      expired: (code) => `The code “${code}” has expired.`,
      used_up: (code) => `The code “${code}” has been used up.`,
      already_used: (code) => `You have already used the code “${code}”.`,
      not_for_these_items: (code) => `The code “${code}” is not for the items in this order.`,
      minimum_not_reached: (code) => `The order has not reached the minimum for the code “${code}”.`,
    },
    cartDiscount: (code, amount) => `Discount (${code}): −${amount}`,
    cartTotal: (amount) => `Total after discount: ${amount}`,
    summary: (order) =>
      [
        "Order summary:",
        ...order.lines,
        "",
        `Items: ${order.subtotal}`,
        ...(order.discount ? [`Discount (${order.discount.code}): −${order.discount.amount}`] : []),
        ...(order.shipping ? [`Shipping (${order.shipping.name}): ${order.shipping.cost}`] : []),
        `<b>To pay: ${order.total}</b>`,
        "",
        `Recipient: ${order.name}`,
        `Phone: ${order.phone}`,
        ...(order.address ? [`Address: ${order.address}`] : []),
        `Payment: ${order.payment}`,
      ].join("\n"),
    summaryLine: (name, quantity, total) => `• ${name} × ${quantity} — ${total}`,
  },
};
