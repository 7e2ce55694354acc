import type { InvoiceSize } from "../../shared/invoices";
import type { Locale } from "../../shared/locales";
import type { OrderPaymentMethod } from "../../shared/orders";
import type { PaymentStatus } from "../../shared/payments";

export interface InvoiceTexts {
  title: string;
  cancelled: string;
  pageTitle: (number: string, shop: string) => string;
  order: string;
  date: string;
  time: string;
  buyer: string;
  name: string;
  phone: string;
  province: string;
  city: string;
  postalCode: string;
  address: string;
  lines: string;
  row: string;
  item: string;
  code: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  subtotal: string;
  discount: (code: string | null) => string;
  shipping: (method: string | null) => string;
  free: string;
  total: string;
  inWords: (words: string) => string;
  payment: string;
  method: string;
  status: string;
  methods: Record<OrderPaymentMethod, string>;
  statuses: Record<PaymentStatus, string>;
  carrier: string;
  trackingCode: string;
  toolsLabel: string;
  sizes: Record<InvoiceSize, string>;
  printHint: string;
  buyerLink: string;
  notFound: { title: string; body: string };
}

// The buyer reads the invoice in the language of the chat they ordered in (orders keep it), 000 §9.
export const invoiceTexts: Record<Locale, InvoiceTexts> = {
  fa: {
    title: "فاکتور فروش",
    cancelled: "این سفارش لغو شده است",
    pageTitle: (number, shop) => `فاکتور سفارش ${number}${shop ? ` — ${shop}` : ""}`,
    order: "شمارهٔ سفارش",
    date: "تاریخ",
    time: "ساعت",
    buyer: "خریدار",
    name: "نام",
    phone: "تلفن همراه",
    province: "استان",
    city: "شهر",
    postalCode: "کد پستی",
    address: "نشانی",
    lines: "اقلام سفارش",
    row: "ردیف",
    item: "کالا",
    code: "کد",
    unitPrice: "قیمت واحد",
    quantity: "تعداد",
    amount: "مبلغ",
    subtotal: "جمع کالاها",
    discount: (code) => (code ? `تخفیف (کد ${code})` : "تخفیف"),
    shipping: (method) => (method ? `هزینهٔ ارسال (${method})` : "هزینهٔ ارسال"),
    free: "رایگان",
    total: "مبلغ قابل پرداخت",
    inWords: (words) => `به حروف: ${words} تومان`,
    payment: "پرداخت",
    method: "روش پرداخت",
    status: "وضعیت پرداخت",
    methods: { gateway: "پرداخت آنلاین", card_to_card: "کارت به کارت" },
    statuses: { pending: "در انتظار پرداخت", paid: "پرداخت‌شده", failed: "پرداخت ناموفق", refunded: "بازگردانده‌شده" },
    carrier: "ارسال با",
    trackingCode: "کد رهگیری مرسوله",
    toolsLabel: "اندازهٔ چاپ و زبان",
    sizes: { a4: "A4", "80mm": "رسید ۸۰ میلی‌متری" },
    printHint: "برای چاپ یا ذخیره به‌صورت PDF از گزینهٔ «چاپ» مرورگر استفاده کنید (Ctrl+P؛ در تلفن: اشتراک‌گذاری › چاپ).",
    buyerLink: "پیوند این فاکتور برای خریدار (بی‌نیاز از حساب کاربری):",
    notFound: { title: "این فاکتور پیدا نشد", body: "پیوند را از پیام ربات فروشگاه دوباره باز کنید." },
  },
  en: {
    title: "Invoice",
    cancelled: "This order was cancelled",
    pageTitle: (number, shop) => `Invoice of order ${number}${shop ? ` — ${shop}` : ""}`,
    order: "Order number",
    date: "Date",
    time: "Time",
    buyer: "Buyer",
    name: "Name",
    phone: "Mobile",
    province: "Province",
    city: "City",
    postalCode: "Postal code",
    address: "Address",
    lines: "Items",
    row: "#",
    item: "Item",
    code: "Code",
    unitPrice: "Unit price",
    quantity: "Qty",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: (code) => (code ? `Discount (code ${code})` : "Discount"),
    shipping: (method) => (method ? `Shipping (${method})` : "Shipping"),
    free: "Free",
    total: "Total",
    inWords: (words) => `In words: ${words} toman`,
    payment: "Payment",
    method: "Payment method",
    status: "Payment status",
    methods: { gateway: "Online payment", card_to_card: "Card to card" },
    statuses: { pending: "Awaiting payment", paid: "Paid", failed: "Payment failed", refunded: "Refunded" },
    carrier: "Shipped by",
    trackingCode: "Tracking code",
    toolsLabel: "Print size and language",
    sizes: { a4: "A4", "80mm": "80 mm receipt" },
    printHint: "To print it or save it as a PDF, use your browser's Print (Ctrl+P; on a phone: Share › Print).",
    buyerLink: "This invoice's link for the buyer (no account needed):",
    notFound: { title: "This invoice was not found", body: "Open the link from the shop bot's message again." },
  },
};
