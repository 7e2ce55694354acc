import type { Locale } from "../../shared/locales";

/** What the bot says to the shop's owner chat (issue 37), in the seller's language; values come in formatted. */
interface OwnerTexts {
  linked: (shop: string) => string;
  alreadyLinked: string;
  linkUsed: string;
  linkExpired: string;
  /** Told to the chats already linked when a used link is pressed again by someone else (a forwarded link). */
  linkReuseRefused: (who: string) => string;
  help: string;
  newOrder: (number: string) => string;
  receipt: (number: string) => string;
  paid: (number: string) => string;
  buyerCancelled: (number: string) => string;
  buyer: (name: string) => string;
  phone: (phone: string) => string;
  address: (address: string) => string;
  shipping: (method: string, cost: string) => string;
  discount: (code: string, amount: string) => string;
  total: (amount: string) => string;
  amount: (amount: string) => string;
  methods: Record<"gateway" | "card_to_card", string>;
  confirm: string;
  cancel: string;
  approve: string;
  reject: string;
  openInWeb: string;
  askCancel: (number: string) => string;
  yesCancel: string;
  askReject: (number: string) => string;
  yesReject: string;
  back: string;
  /** The alert's last line once acted on, or once it no longer can be. */
  outcome: {
    confirmed: string;
    cancelled: string;
    approved: string;
    rejected: string;
  };
  /** A button pressed after the order changed elsewhere (the web, another linked chat). */
  changedMeanwhile: (status: string) => string;
  /** An open order's status, under it in /orders. */
  statusLine: (status: string) => string;
  statuses: Record<"new" | "confirmed" | "shipped" | "delivered" | "cancelled", string>;
  paymentStatuses: Record<"pending" | "paid" | "failed" | "refunded", string>;
  /** A button of an alert this chat may no longer act on (unlinked, another shop's). */
  notYours: string;
  failed: string;
  report: {
    today: (date: string) => string;
    daily: (date: string) => string;
    quiet: string;
    orders: (today: string, lastWeek: string) => string;
    paid: (today: string, lastWeek: string) => string;
    top: (products: string) => string;
    receipts: (count: string) => string;
    lowStock: (variants: string) => string;
  };
  /** A variant's stock fell to its product's threshold, or to none. */
  lowStockAlert: (name: string, code: string, left: string) => string;
  soldOutAlert: (name: string, code: string) => string;
  stockUsage: string;
  stockSet: (name: string, code: string, stock: string) => string;
  stockUnknownCode: (code: string) => string;
  ordersTitle: (count: string) => string;
  noOpenOrders: string;
  more: string;
}

export const ownerTexts: Record<Locale, OwnerTexts> = {
  fa: {
    linked: (shop) =>
      `این گفتگو به فروشگاه ${shop} وصل شد ✅\nاز این پس سفارش‌های تازه، رسیدهای کارت‌به‌کارت و پرداخت‌ها همین‌جا به شما خبر داده می‌شود.\n/orders سفارش‌های باز را نشان می‌دهد و /help فرمان‌ها را.`,
    alreadyLinked: "این گفتگو پیش‌تر به فروشگاه وصل شده است و هشدارها همین‌جا می‌آید.",
    linkUsed: "این پیوند پیش‌تر یک بار به کار رفته است و دوباره کار نمی‌کند. از صاحب فروشگاه بخواهید پیوند تازه‌ای بسازد.",
    linkExpired: "این پیوند منقضی شده است (۱۵ دقیقه اعتبار دارد). در بخش اتصال‌ها پیوند تازه‌ای بسازید.",
    linkReuseRefused: (who) =>
      `⚠️ کسی (${who}) با پیوندی که پیش‌تر به کار رفته بود خواست هشدارهای فروشگاه را بگیرد؛ پذیرفته نشد.`,
    help: "فرمان‌های صاحب فروشگاه:\n/orders سفارش‌های تازه و تأییدشده\n/report گزارش امروز تا این لحظه\n/stock کد تعداد: موجودی یک کالا\n/help همین راهنما\nهر هشدار دکمه‌های خودش را دارد.",
    newOrder: (number) => `🛒 سفارش تازه ${number}`,
    receipt: (number) => `🧾 رسید کارت‌به‌کارت سفارش ${number}`,
    paid: (number) => `💳 پرداخت آنلاین سفارش ${number} تأیید شد`,
    buyerCancelled: (number) => `↩️ خریدار سفارش ${number} را لغو کرد`,
    buyer: (name) => `خریدار: ${name}`,
    phone: (phone) => `تلفن: ${phone}`,
    address: (address) => `نشانی: ${address}`,
    shipping: (method, cost) => `ارسال: ${method} (${cost})`,
    discount: (code, amount) => `تخفیف ${code}: ${amount}`,
    total: (amount) => `جمع: ${amount}`,
    amount: (amount) => `مبلغ: ${amount}`,
    methods: { gateway: "پرداخت آنلاین", card_to_card: "کارت‌به‌کارت" },
    confirm: "✅ تأیید",
    cancel: "❌ لغو",
    approve: "✅ تأیید رسید",
    reject: "❌ رد رسید",
    openInWeb: "باز کردن در وب",
    askCancel: (number) => `سفارش ${number} لغو شود؟ موجودی کالاها برمی‌گردد و به خریدار خبر داده می‌شود.`,
    yesCancel: "بله، لغو شود",
    askReject: (number) => `رسید سفارش ${number} رد شود؟ از خریدار رسید دیگری خواسته می‌شود.`,
    yesReject: "بله، رد شود",
    back: "بازگشت",
    outcome: {
      confirmed: "✅ تأیید شد",
      cancelled: "❌ لغو شد",
      approved: "✅ رسید تأیید شد؛ سفارش پرداخت‌شده است",
      rejected: "❌ رسید رد شد؛ از خریدار رسید دیگری خواسته شد",
    },
    changedMeanwhile: (status) => `این سفارش در این میان تغییر کرده است؛ اکنون ${status} است.`,
    statusLine: (status) => `وضعیت: ${status}`,
    statuses: {
      new: "ثبت‌شده",
      confirmed: "تأییدشده",
      shipped: "ارسال‌شده",
      delivered: "تحویل‌شده",
      cancelled: "لغوشده",
    },
    paymentStatuses: { pending: "در انتظار پرداخت", paid: "پرداخت‌شده", failed: "پرداخت‌نشده", refunded: "بازپرداخت‌شده" },
    notYours: "این دکمه برای این گفتگو نیست.",
    failed: "انجام نشد؛ کمی بعد دوباره امتحان کنید.",
    report: {
      today: (date) => `📊 گزارش امروز تا این لحظه (${date})`,
      daily: (date) => `📊 گزارش روزانهٔ ${date}`,
      quiet: "امروز سفارشی نرسید.",
      orders: (today, lastWeek) => `سفارش‌ها: ${today} (همین روز هفتهٔ پیش: ${lastWeek})`,
      paid: (today, lastWeek) => `پرداخت‌شده: ${today} (هفتهٔ پیش: ${lastWeek})`,
      top: (products) => `پرفروش‌ها: ${products}`,
      receipts: (count) => `رسیدهای منتظر بررسی: ${count}`,
      lowStock: (variants) => `موجودی کم: ${variants}`,
    },
    lowStockAlert: (name, code, left) => `⚠️ موجودی ${name} (${code}) به ${left} رسید.`,
    soldOutAlert: (name, code) => `⛔️ ${name} (${code}) تمام شد.`,
    stockUsage: "این‌طور بفرستید: /stock کد تعداد\nمثلاً: /stock SHAWL-RED 12",
    stockSet: (name, code, stock) => `موجودی ${name} (${code}) شد ${stock}.`,
    stockUnknownCode: (code) => `کالایی با کد ${code} در فروشگاه نیست.`,
    ordersTitle: (count) => `سفارش‌های باز: ${count}`,
    noOpenOrders: "سفارش بازی ندارید.",
    more: "بیشتر",
  },
  en: {
    linked: (shop) =>
      `This chat is now linked to ${shop} ✅\nNew orders, card-to-card receipts and payments will be told here.\n/orders lists the open orders; /help shows the commands.`,
    alreadyLinked: "This chat is already linked to the shop; alerts come here.",
    linkUsed: "This link was used before and does not work again. Ask the shop's owner for a new one.",
    linkExpired: "This link has expired (it works for 15 minutes). Make a new one in the connections tab.",
    linkReuseRefused: (who) =>
      `⚠️ Someone (${who}) tried to get the shop's alerts with a link that was already used; they were refused.`,
    help: "The owner's commands:\n/orders new and confirmed orders\n/report today so far\n/stock CODE N: set an item's stock\n/help this help\nEach alert has its own buttons.",
    newOrder: (number) => `🛒 New order ${number}`,
    receipt: (number) => `🧾 Card-to-card receipt for order ${number}`,
    paid: (number) => `💳 Online payment confirmed for order ${number}`,
    buyerCancelled: (number) => `↩️ The buyer cancelled order ${number}`,
    buyer: (name) => `Buyer: ${name}`,
    phone: (phone) => `Phone: ${phone}`,
    address: (address) => `Address: ${address}`,
    shipping: (method, cost) => `Shipping: ${method} (${cost})`,
    discount: (code, amount) => `Discount ${code}: ${amount}`,
    total: (amount) => `Total: ${amount}`,
    amount: (amount) => `Amount: ${amount}`,
    methods: { gateway: "Online payment", card_to_card: "Card-to-card" },
    confirm: "✅ Confirm",
    cancel: "❌ Cancel",
    approve: "✅ Approve",
    reject: "❌ Reject",
    openInWeb: "Open in the web",
    askCancel: (number) => `Cancel order ${number}? Its stock goes back and the buyer is told.`,
    yesCancel: "Yes, cancel it",
    askReject: (number) => `Reject the receipt of order ${number}? The buyer is asked for another.`,
    yesReject: "Yes, reject it",
    back: "Back",
    outcome: {
      confirmed: "✅ Confirmed",
      cancelled: "❌ Cancelled",
      approved: "✅ Receipt approved; the order is paid",
      rejected: "❌ Receipt rejected; the buyer was asked for another",
    },
    changedMeanwhile: (status) => `This order changed meanwhile; it is now ${status}.`,
    statusLine: (status) => `Status: ${status}`,
    statuses: {
      new: "new",
      confirmed: "confirmed",
      shipped: "shipped",
      delivered: "delivered",
      cancelled: "cancelled",
    },
    paymentStatuses: { pending: "awaiting payment", paid: "paid", failed: "unpaid", refunded: "refunded" },
    notYours: "This button is not for this chat.",
    failed: "That did not work; please try again in a moment.",
    report: {
      today: (date) => `📊 Today so far (${date})`,
      daily: (date) => `📊 Daily report, ${date}`,
      quiet: "No orders came today.",
      orders: (today, lastWeek) => `Orders: ${today} (same day last week: ${lastWeek})`,
      paid: (today, lastWeek) => `Paid: ${today} (last week: ${lastWeek})`,
      top: (products) => `Top products: ${products}`,
      receipts: (count) => `Receipts waiting: ${count}`,
      lowStock: (variants) => `Low stock: ${variants}`,
    },
    lowStockAlert: (name, code, left) => `⚠️ ${name} (${code}) is down to ${left}.`,
    soldOutAlert: (name, code) => `⛔️ ${name} (${code}) is sold out.`,
    stockUsage: "Send it as: /stock CODE N\nFor example: /stock SHAWL-RED 12",
    stockSet: (name, code, stock) => `${name} (${code}) now has ${stock} in stock.`,
    stockUnknownCode: (code) => `The shop has no item with the code ${code}.`,
    ordersTitle: (count) => `Open orders: ${count}`,
    noOpenOrders: "You have no open orders.",
    more: "More",
  },
};
