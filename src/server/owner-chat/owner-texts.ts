import type { Locale } from "../../shared/locales";
import { type ReceiptRejectPreset, receiptRejectReasons } from "../../shared/owner-chat";

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
  back: string;
  /** Reject asks why: these as buttons (the chosen one is told to the buyer as written), or one typed. */
  rejectReasons: Record<ReceiptRejectPreset, string>;
  otherReason: string;
  askRejectReason: (number: string) => string;
  askTypedReason: (number: string) => string;
  /** A typed reason the shared contract refuses, by its message; the owner is asked again. */
  reasonInvalid: Record<"reasonRequired" | "reasonTooLong" | "invalidCharacters", string>;
  /** The alert's last line once acted on, or once it no longer can be. */
  outcome: {
    confirmed: string;
    cancelled: string;
    approved: string;
    rejected: string;
    rejectedFor: (reason: string) => string;
  };
  /** A button pressed after the order changed elsewhere (the web, another linked chat). */
  changedMeanwhile: (status: string) => string;
  /** An open order's status, under it in /orders. */
  statusLine: (status: string) => string;
  statuses: Record<"new" | "confirmed" | "shipped" | "delivered" | "cancelled", string>;
  paymentStatuses: Record<"pending" | "paid" | "failed" | "refunded", string>;
  /** A button of an alert this chat may no longer act on (unlinked, another shop's). */
  notYours: string;
  /** DESIGN 35: a staff member removed from the shop pressed or typed something of theirs. */
  accessEnded: string;
  /** A staff member's role does not cover what they pressed or asked. */
  roleRefused: string;
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
  /** `/ship N` (issue 36's rules): the carrier, then the code, each with a way out. */
  ship: string;
  stop: string;
  shipUsage: string;
  shipUnknownOrder: (number: string) => string;
  shipRefused: (number: string, status: string) => string;
  confirmFirst: string;
  shipChanged: (number: string) => string;
  askCarrier: (number: string) => string;
  currentCode: (code: string) => string;
  askCode: (number: string, carrier: string) => string;
  iranPostHint: string;
  /** A code the web's rules refuse (src/shared/tracking.ts), by its message, and the ask to send it again. */
  codeInvalid: Record<"codeRequired" | "codeTooLong" | "iranPostCodeInvalid" | "invalidCharacters", string>;
  codeAgain: (problem: string) => string;
  shipped: (number: string, carrier: string, code: string) => string;
  trackingSaved: (number: string, carrier: string, code: string) => string;
  shipStopped: (number: string) => string;
  /** A button of a question that was answered, dropped or replaced by another. */
  stepGone: string;
  stepExpired: string;
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
    help: "فرمان‌های صاحب فروشگاه:\n/orders سفارش‌های تازه و تأییدشده\n/ship شماره: ثبت ارسال و کد رهگیری یک سفارش\n/report گزارش امروز تا این لحظه\n/stock کد تعداد: موجودی یک کالا\n/help همین راهنما\nهر هشدار دکمه‌های خودش را دارد.",
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
    back: "بازگشت",
    rejectReasons: receiptRejectReasons.fa,
    otherReason: "✍️ دلیل دیگر",
    askRejectReason: (number) =>
      `رسید سفارش ${number} به چه دلیل رد شود؟ دلیل برای خریدار فرستاده می‌شود و از او رسید دیگری خواسته می‌شود.`,
    askTypedReason: (number) => `دلیل رد رسید سفارش ${number} را در یک پیام بنویسید (حداکثر ۲۰۰ نویسه).`,
    reasonInvalid: {
      reasonRequired: "دلیل خالی است؛ آن را در یک پیام بنویسید.",
      reasonTooLong: "دلیل حداکثر ۲۰۰ نویسه است؛ کوتاه‌ترش را بفرستید.",
      invalidCharacters: "این متن نویسهٔ نامعتبر دارد؛ دلیل را دوباره بنویسید.",
    },
    outcome: {
      confirmed: "✅ تأیید شد",
      cancelled: "❌ لغو شد",
      approved: "✅ رسید تأیید شد؛ سفارش پرداخت‌شده است",
      rejected: "❌ رسید رد شد؛ از خریدار رسید دیگری خواسته شد",
      rejectedFor: (reason) => `❌ رسید رد شد؛ از خریدار رسید دیگری خواسته شد\nدلیل: ${reason}`,
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
    accessEnded: "شما دیگر همکار این فروشگاه نیستید؛ این کار انجام نمی‌شود.",
    roleRefused: "نقش شما در این فروشگاه اجازهٔ این کار را نمی‌دهد.",
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
    ship: "🚚 ثبت ارسال",
    stop: "انصراف",
    shipUsage: "این‌طور بفرستید: /ship شمارهٔ سفارش\nمثلاً: /ship ۱۲",
    shipUnknownOrder: (number) => `سفارشی با شمارهٔ ${number} در فروشگاه نیست.`,
    shipRefused: (number, status) =>
      `سفارش ${number} ${status} است و ارسالش ثبت نمی‌شود: این تغییر وضعیت برای این سفارش مجاز نیست.`,
    confirmFirst: "اول سفارش را تأیید کنید.",
    shipChanged: (number) => `وضعیت سفارش ${number} همین حالا تغییر کرد و ارسالش ثبت نشد.`,
    askCarrier: (number) => `🚚 ارسال سفارش ${number}: با کدام شرکت حمل فرستاده می‌شود؟`,
    currentCode: (code) => `کد رهگیری کنونی: ${code}؛ کد تازه جای آن را می‌گیرد و برای خریدار فرستاده می‌شود.`,
    askCode: (number, carrier) => `شرکت حمل: ${carrier}\nکد رهگیری سفارش ${number} را بفرستید.`,
    iranPostHint: "۲۴ رقم؛ با ارقام فارسی یا لاتین، با فاصله یا خط تیره یا بدون آن.",
    codeInvalid: {
      codeRequired: "کد رهگیری خالی است",
      codeTooLong: "کد رهگیری حداکثر ۱۰۰ نویسه است",
      iranPostCodeInvalid: "کد رهگیری پست باید ۲۴ رقم باشد",
      invalidCharacters: "کد رهگیری باید یک خط و بدون نویسهٔ نامعتبر باشد",
    },
    codeAgain: (problem) => `${problem}؛ کد را دوباره بفرستید.`,
    shipped: (number, carrier, code) => `✅ سفارش ${number} ارسال شد.\nشرکت حمل: ${carrier}\nکد رهگیری: ${code}`,
    trackingSaved: (number, carrier, code) =>
      `✅ کد رهگیری سفارش ${number} ذخیره شد.\nشرکت حمل: ${carrier}\nکد رهگیری: ${code}`,
    shipStopped: (number) => `ثبت ارسال سفارش ${number} کنار گذاشته شد؛ چیزی تغییر نکرد.`,
    stepGone: "این پرسش دیگر باز نیست.",
    stepExpired: "این پرسش بیش از ۳۰ دقیقه بی‌پاسخ ماند و بسته شد؛ از نو شروع کنید.",
  },
  en: {
    linked: (shop) =>
      `This chat is now linked to ${shop} ✅\nNew orders, card-to-card receipts and payments will be told here.\n/orders lists the open orders; /help shows the commands.`,
    alreadyLinked: "This chat is already linked to the shop; alerts come here.",
    linkUsed: "This link was used before and does not work again. Ask the shop's owner for a new one.",
    linkExpired: "This link has expired (it works for 15 minutes). Make a new one in the connections tab.",
    linkReuseRefused: (who) =>
      `⚠️ Someone (${who}) tried to get the shop's alerts with a link that was already used; they were refused.`,
    help: "The owner's commands:\n/orders new and confirmed orders\n/ship N: mark order N shipped with its tracking code\n/report today so far\n/stock CODE N: set an item's stock\n/help this help\nEach alert has its own buttons.",
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
    back: "Back",
    rejectReasons: receiptRejectReasons.en,
    otherReason: "✍️ Another reason",
    askRejectReason: (number) =>
      `Why reject the receipt of order ${number}? The buyer is told the reason and asked for another receipt.`,
    askTypedReason: (number) =>
      `Write the reason for rejecting the receipt of order ${number} in one message (at most 200 characters).`,
    reasonInvalid: {
      reasonRequired: "The reason is empty; write it in one message.",
      reasonTooLong: "A reason is at most 200 characters; send a shorter one.",
      invalidCharacters: "This text has a character that is not allowed; write the reason again.",
    },
    outcome: {
      confirmed: "✅ Confirmed",
      cancelled: "❌ Cancelled",
      approved: "✅ Receipt approved; the order is paid",
      rejected: "❌ Receipt rejected; the buyer was asked for another",
      rejectedFor: (reason) => `❌ Receipt rejected; the buyer was asked for another\nReason: ${reason}`,
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
    accessEnded: "You no longer work in this shop; this does nothing.",
    roleRefused: "Your role in this shop does not allow this.",
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
    ship: "🚚 Ship",
    stop: "Cancel",
    shipUsage: "Send it as: /ship N (the order's number)\nFor example: /ship 12",
    shipUnknownOrder: (number) => `The shop has no order number ${number}.`,
    shipRefused: (number, status) =>
      `Order ${number} is ${status}, so it cannot be marked shipped: this status change is not allowed for this order.`,
    confirmFirst: "Confirm the order first.",
    shipChanged: (number) => `Order ${number}'s status just changed; its shipping was not recorded.`,
    askCarrier: (number) => `🚚 Shipping order ${number}: which carrier takes it?`,
    currentCode: (code) => `Its tracking code now: ${code}; a new one replaces it and is sent to the buyer.`,
    askCode: (number, carrier) => `Carrier: ${carrier}\nSend the tracking code of order ${number}.`,
    iranPostHint: "24 digits, Persian or Latin, with or without spaces or dashes.",
    codeInvalid: {
      codeRequired: "The tracking code is empty",
      codeTooLong: "A tracking code is at most 100 characters",
      iranPostCodeInvalid: "An Iran Post tracking code is 24 digits",
      invalidCharacters: "A tracking code is one line without invalid characters",
    },
    codeAgain: (problem) => `${problem}. Send the code again.`,
    shipped: (number, carrier, code) => `✅ Order ${number} is shipped.\nCarrier: ${carrier}\nTracking code: ${code}`,
    trackingSaved: (number, carrier, code) =>
      `✅ Tracking code of order ${number} saved.\nCarrier: ${carrier}\nTracking code: ${code}`,
    shipStopped: (number) => `Shipping order ${number} was left; nothing changed.`,
    stepGone: "This question is no longer open.",
    stepExpired: "That question waited over 30 minutes unanswered and was closed; please start again.",
  },
};
