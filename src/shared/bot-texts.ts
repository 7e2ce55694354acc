import type { Locale } from "./locales";
import { type ProductCategory, productCategoryNames } from "./products";

/** A buyer reads the bot in Persian, or in English when their Telegram speaks English (issue 14). */
export type BuyerLocale = Locale;

export function buyerLocaleOf(languageCode: string | undefined): BuyerLocale {
  return languageCode?.toLowerCase().startsWith("en") ? "en" : "fa";
}

interface BotTexts {
  welcome: (shop: string) => string;
  chooseCategory: string;
  noProducts: string;
  categoryPage: (category: string, page: string, pages: string) => string;
  categories: Record<ProductCategory, string>;
  price: (price: string) => string;
  stockLeft: (count: string) => string;
  inStock: string;
  code: (code: string) => string;
  productGone: string;
  previous: string;
  next: string;
  backToCategories: string;
  backToCategory: (category: string) => string;
  browseHint: string;
  /** Above the buttons of the few products a buyer's words name (issue 35). */
  productsFound: string;
  orderButton: string;
  /** DESIGN 29: above a product's variants, each a button (only those in stock). */
  chooseVariant: string;
  /** The variants none is left of, said on the card (issue 36). */
  variantsSoldOut: (labels: string) => string;
  /** DESIGN 30: the cart (issue 36). */
  addToCart: string;
  /** Beside a variant's own button, which orders it at once. */
  addToCartShort: string;
  addedToCart: (name: string, quantity: string) => string;
  viewCart: (count: string) => string;
  continueShopping: string;
  cartTitle: string;
  cartEmpty: string;
  cartLine: (index: string, name: string, quantity: string, total: string) => string;
  cartLineGone: (index: string, name: string) => string;
  cartSubtotal: (amount: string) => string;
  cartFull: (limit: string) => string;
  lineRemove: (index: string) => string;
  emptyCart: string;
  cartEmptied: string;
  checkout: string;
  /** A cart line that ran out at checkout, named (the order was not placed). */
  lineRanOut: (name: string) => string;
  askQuantity: (max: string) => string;
  quantityInvalid: (max: string) => string;
  /** The last one left: nothing to choose but whether to take it. */
  onlyOneLeft: string;
  askName: string;
  /** The button that takes the name the buyer's chat app knows them by as the recipient's (issue 35). */
  ownName: (name: string) => string;
  nameInvalid: string;
  askPhone: string;
  shareContact: string;
  phoneInvalid: string;
  /** Said when the phone step is done, taking its contact button away (issue 35). */
  phoneReceived: (phone: string) => string;
  askAddress: string;
  skipAddress: string;
  addressInvalid: string;
  /** How the buyer pays, as the summary and the payment buttons name it. */
  paymentMethods: Record<"gateway" | "card_to_card", string>;
  choosePayment: string;
  payOnline: (amount: string) => string;
  payButton: (amount: string) => string;
  payOrderButton: (number: string) => string;
  confirm: string;
  cancel: string;
  cancelled: string;
  placed: (number: string) => string;
  payByCard: (amount: string, card: string, holder: string) => string;
  payLater: (amount: string) => string;
  outOfStock: string;
  receiptReceived: string;
  seeReceipt: string;
  receiptUnreadable: string;
  statusChanged: Record<"confirmed" | "shipped" | "delivered" | "cancelled", (number: string) => string>;
  paymentApproved: (number: string) => string;
  /** DESIGN 33: the button to the order's invoice, on the message that tells the buyer it is paid. */
  invoiceButton: string;
  /** Issue 37: with the seller's reason when they gave one. */
  receiptRejected: (number: string, reason?: string) => string;
  /** Issue 36, HTML: the parcel under "shipped", the code in `<code>` so it copies; values escaped by the caller. */
  parcel: (carrier: string | null, code: string) => string;
  trackingChanged: (number: string) => string;
  trackParcel: string;
  notFoundInShop: string;
  myOrders: string;
  noOrders: string;
  orderLine: (number: string, product: string, status: string, payment: string) => string;
  orderStatuses: Record<"new" | "confirmed" | "shipped" | "delivered" | "cancelled", string>;
  paymentStatuses: Record<"pending" | "paid" | "failed" | "refunded", string>;
}

export const botTexts: Record<BuyerLocale, BotTexts> = {
  fa: {
    welcome: (shop) => `سلام! به فروشگاه ${shop} خوش آمدید 🌸`,
    chooseCategory: "دسته‌بندی مورد نظرتان را انتخاب کنید:",
    noProducts: "این فروشگاه فعلاً محصولی برای فروش ندارد. کمی بعد دوباره سر بزنید.",
    categoryPage: (category, page, pages) => `${category} — صفحهٔ ${page} از ${pages}`,
    categories: productCategoryNames.fa,
    price: (price) => `قیمت: ${price}`,
    stockLeft: (count) => `موجودی: ${count} عدد`,
    inStock: "موجود",
    code: (code) => `کد محصول: ${code}`,
    productGone: "این محصول دیگر موجود نیست. محصولات دیگر را ببینید:",
    previous: "‹ قبلی",
    next: "بعدی ›",
    backToCategories: "بازگشت به دسته‌بندی‌ها",
    backToCategory: (category) => `بازگشت به ${category}`,
    browseHint: "برای دیدن محصولات /start را بفرستید.",
    productsFound: "این محصولات را پیدا کردم؛ یکی را بزنید:",
    orderButton: "🛒 سفارش",
    chooseVariant: "یکی را برای سفارش انتخاب کنید:",
    variantsSoldOut: (labels) => `ناموجود: ${labels}`,
    addToCart: "➕ افزودن به سبد",
    addToCartShort: "➕ سبد",
    addedToCart: (name, quantity) => `${name} به سبد خرید اضافه شد (${quantity} عدد در سبد).`,
    viewCart: (count) => `🛒 دیدن سبد خرید (${count})`,
    continueShopping: "ادامهٔ خرید",
    cartTitle: "🛒 سبد خرید شما:",
    cartEmpty: "سبد خریدتان خالی است. برای دیدن محصولات /start را بفرستید.",
    cartLine: (index, name, quantity, total) => `${index}. ${name} × ${quantity} — ${total}`,
    cartLineGone: (index, name) => `${index}. ${name} — دیگر موجود نیست و سفارش داده نمی‌شود`,
    cartSubtotal: (amount) => `جمع سبد: ${amount}`,
    cartFull: (limit) => `سبد خرید حداکثر ${limit} قلم دارد؛ اول سبد را سفارش دهید یا قلمی را حذف کنید.`,
    lineRemove: (index) => `🗑 حذف ${index}`,
    emptyCart: "خالی کردن سبد",
    cartEmptied: "سبد خرید خالی شد.",
    checkout: "✅ ثبت سفارش سبد",
    lineRanOut: (name) => `موجودی «${name}» کافی نیست؛ تعدادش را کم یا آن را از سبد حذف کنید و دوباره سفارش دهید.`,
    askQuantity: (max) => `چند عدد می‌خواهید؟ عددی از ۱ تا ${max} بفرستید یا یکی را بزنید.`,
    quantityInvalid: (max) => `لطفاً عددی از ۱ تا ${max} بفرستید.`,
    onlyOneLeft: "فقط یک عدد باقی مانده است؛ برای برداشتن آن «۱» را بزنید یا بفرستید.",
    askName: "نام و نام خانوادگی گیرنده را بفرستید:",
    ownName: (name) => `👤 ${name} (خودم)`,
    nameInvalid: "نام باید یک خط و حداکثر ۱۰۰ نویسه باشد. دوباره بفرستید:",
    askPhone: "شمارهٔ موبایلتان را بفرستید (مثل ۰۹۱۲۱۲۳۴۵۶۷) یا دکمهٔ «ارسال شماره‌ام» را بزنید:",
    shareContact: "📱 ارسال شماره‌ام",
    phoneInvalid: "این شماره درست نیست؛ به شکل ۰۹xxxxxxxxx یا ‎+989xxxxxxxxx بفرستید:",
    phoneReceived: (phone) => `شمارهٔ ${phone} ثبت شد ✅`,
    askAddress: "آدرس تحویل را بفرستید (۱۰ تا ۵۰۰ نویسه)، یا «بدون آدرس» را بزنید:",
    skipAddress: "بدون آدرس",
    addressInvalid: "آدرس باید بین ۱۰ تا ۵۰۰ نویسه باشد. دوباره بفرستید، یا «بدون آدرس» را بزنید:",
    paymentMethods: { gateway: "پرداخت آنلاین", card_to_card: "کارت به کارت" },
    choosePayment: "روش پرداخت را انتخاب کنید تا سفارش ثبت شود:",
    payOnline: (amount) =>
      `برای پرداخت ${amount} با درگاه امن زرین‌پال، دکمهٔ زیر را بزنید. نتیجه را همین‌جا خبرتان می‌کنیم.`,
    payButton: (amount) => `💳 پرداخت ${amount}`,
    payOrderButton: (number) => `💳 پرداخت سفارش ${number}`,
    confirm: "✅ ثبت سفارش",
    cancel: "❌ انصراف",
    cancelled: "سفارش لغو شد. هر وقت خواستید /start را بفرستید.",
    placed: (number) => `سفارش شما با شمارهٔ ${number} ثبت شد 🎉`,
    payByCard: (amount, card, holder) =>
      `لطفاً ${amount} را به کارت ${card} به نام ${holder} واریز کنید و عکس رسید را همین‌جا بفرستید.`,
    payLater: (amount) => `مبلغ سفارش ${amount} است؛ فروشنده برای پرداخت با شما تماس می‌گیرد.`,
    outOfStock: "متأسفانه موجودی این محصول همین حالا کافی نیست.",
    receiptReceived: "رسید شما رسید ✅ فروشنده آن را بررسی می‌کند و نتیجه را همین‌جا خبرتان می‌کنیم.",
    seeReceipt: "🧾 دیدن رسید",
    receiptUnreadable: "این عکس را نتوانستیم بخوانیم؛ لطفاً عکس رسید را دوباره بفرستید.",
    statusChanged: {
      confirmed: (number) => `سفارش ${number} شما تأیید شد ✅`,
      shipped: (number) => `سفارش ${number} شما ارسال شد 🚚`,
      delivered: (number) => `سفارش ${number} شما تحویل شد. ممنون از خریدتان 🌸`,
      cancelled: (number) => `سفارش ${number} شما لغو شد.`,
    },
    paymentApproved: (number) => `پرداخت سفارش ${number} تأیید شد ✅`,
    invoiceButton: "🧾 فاکتور",
    receiptRejected: (number, reason) =>
      reason
        ? `رسید سفارش ${number} تأیید نشد.\nدلیل فروشنده: ${reason}\nلطفاً عکس رسید درست را همین‌جا بفرستید.`
        : `رسید سفارش ${number} تأیید نشد؛ لطفاً عکس رسید درست را همین‌جا بفرستید.`,
    parcel: (carrier, code) => `${carrier ? `ارسال با: ${carrier}\n` : ""}کد رهگیری: <code>${code}</code>`,
    trackingChanged: (number) => `کد رهگیری سفارش ${number} شما ثبت شد:`,
    trackParcel: "پیگیری مرسوله",
    notFoundInShop:
      "در این فروشگاه محصولی با این نام پیدا نکردم. نام یا کد محصول را بفرستید، یا برای دیدن همهٔ محصولات /start را بزنید.",
    myOrders: "سفارش‌های شما:",
    noOrders: "هنوز سفارشی از این فروشگاه ندارید. برای دیدن محصولات /start را بفرستید.",
    orderLine: (number, product, status, payment) => `سفارش ${number} — ${product}: ${status}، ${payment}`,
    orderStatuses: {
      new: "ثبت‌شده",
      confirmed: "تأییدشده",
      shipped: "ارسال‌شده",
      delivered: "تحویل‌شده",
      cancelled: "لغوشده",
    },
    paymentStatuses: {
      pending: "در انتظار پرداخت",
      paid: "پرداخت‌شده",
      failed: "پرداخت ناموفق",
      refunded: "بازگشت وجه",
    },
  },
  en: {
    welcome: (shop) => `Hello! Welcome to ${shop} 🌸`,
    chooseCategory: "Choose a category:",
    noProducts: "This shop has nothing for sale right now. Please come back a little later.",
    categoryPage: (category, page, pages) => `${category} — page ${page} of ${pages}`,
    categories: productCategoryNames.en,
    price: (price) => `Price: ${price}`,
    stockLeft: (count) => `In stock: ${count}`,
    inStock: "In stock",
    code: (code) => `Product code: ${code}`,
    productGone: "This product is no longer available. See the others:",
    previous: "‹ Previous",
    next: "Next ›",
    backToCategories: "Back to categories",
    backToCategory: (category) => `Back to ${category}`,
    browseHint: "Send /start to see the products.",
    productsFound: "I found these products; tap one:",
    orderButton: "🛒 Order",
    chooseVariant: "Choose one to order:",
    variantsSoldOut: (labels) => `Sold out: ${labels}`,
    addToCart: "➕ Add to cart",
    addToCartShort: "➕ Cart",
    addedToCart: (name, quantity) => `${name} was added to your cart (${quantity} in the cart).`,
    viewCart: (count) => `🛒 View cart (${count})`,
    continueShopping: "Continue shopping",
    cartTitle: "🛒 Your cart:",
    cartEmpty: "Your cart is empty. Send /start to see the products.",
    cartLine: (index, name, quantity, total) => `${index}. ${name} × ${quantity} — ${total}`,
    cartLineGone: (index, name) => `${index}. ${name} — no longer available, it will not be ordered`,
    cartSubtotal: (amount) => `Cart total: ${amount}`,
    cartFull: (limit) => `A cart holds at most ${limit} items; order this one or remove an item first.`,
    lineRemove: (index) => `🗑 Remove ${index}`,
    emptyCart: "Empty the cart",
    cartEmptied: "Your cart is empty now.",
    checkout: "✅ Check out",
    lineRanOut: (name) => `Not enough of "${name}" is left; lower its quantity or remove it, then check out again.`,
    askQuantity: (max) => `How many would you like? Send a number from 1 to ${max}, or tap one.`,
    quantityInvalid: (max) => `Please send a number from 1 to ${max}.`,
    onlyOneLeft: "Only one is left; tap or send “1” to take it.",
    askName: "Send the recipient's full name:",
    ownName: (name) => `👤 ${name} (me)`,
    nameInvalid: "The name is one line of at most 100 characters. Please send it again:",
    askPhone: "Send your mobile number (like 09121234567), or tap “Share my number”:",
    shareContact: "📱 Share my number",
    phoneInvalid: "That number is not right; send it as 09xxxxxxxxx or +989xxxxxxxxx:",
    phoneReceived: (phone) => `Got your number: ${phone} ✅`,
    askAddress: "Send the delivery address (10 to 500 characters), or tap “No address”:",
    skipAddress: "No address",
    addressInvalid: "The address must be 10 to 500 characters. Send it again, or tap “No address”:",
    paymentMethods: { gateway: "Online payment", card_to_card: "Card to card" },
    choosePayment: "Choose how to pay to place the order:",
    payOnline: (amount) =>
      `Tap the button below to pay ${amount} through Zarinpal's secure gateway. We will tell you the result here.`,
    payButton: (amount) => `💳 Pay ${amount}`,
    payOrderButton: (number) => `💳 Pay order ${number}`,
    confirm: "✅ Place order",
    cancel: "❌ Cancel",
    cancelled: "The order was cancelled. Send /start whenever you like.",
    placed: (number) => `Your order number ${number} is placed 🎉`,
    payByCard: (amount, card, holder) =>
      `Please transfer ${amount} to card ${card} (${holder}) and send the receipt photo here.`,
    payLater: (amount) => `The order comes to ${amount}; the seller will contact you about the payment.`,
    outOfStock: "Sorry, not enough of this product is left right now.",
    receiptReceived: "Got your receipt ✅ The seller will check it, and we will tell you the result here.",
    seeReceipt: "🧾 See your receipt",
    receiptUnreadable: "We could not read this photo; please send the receipt photo again.",
    statusChanged: {
      confirmed: (number) => `Your order ${number} is confirmed ✅`,
      shipped: (number) => `Your order ${number} is on its way 🚚`,
      delivered: (number) => `Your order ${number} was delivered. Thank you for shopping with us 🌸`,
      cancelled: (number) => `Your order ${number} was cancelled.`,
    },
    paymentApproved: (number) => `The payment of order ${number} is confirmed ✅`,
    invoiceButton: "🧾 Invoice",
    receiptRejected: (number, reason) =>
      reason
        ? `The receipt of order ${number} was not accepted.\nThe seller's reason: ${reason}\nPlease send the right receipt photo here.`
        : `The receipt of order ${number} was not accepted; please send the right receipt photo here.`,
    parcel: (carrier, code) => `${carrier ? `Sent by: ${carrier}\n` : ""}Tracking code: <code>${code}</code>`,
    trackingChanged: (number) => `The tracking code of your order ${number} is now:`,
    trackParcel: "Track the parcel",
    notFoundInShop:
      "I found no product by that name in this shop. Send a product's name or code, or /start to see them all.",
    myOrders: "Your orders:",
    noOrders: "You have no orders from this shop yet. Send /start to see the products.",
    orderLine: (number, product, status, payment) => `Order ${number} — ${product}: ${status}, ${payment}`,
    orderStatuses: {
      new: "placed",
      confirmed: "confirmed",
      shipped: "shipped",
      delivered: "delivered",
      cancelled: "cancelled",
    },
    paymentStatuses: { pending: "payment pending", paid: "paid", failed: "payment failed", refunded: "refunded" },
  },
};
