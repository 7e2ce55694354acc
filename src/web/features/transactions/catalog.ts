import { registerPageCatalog } from "@/i18n/page-catalog";

// 001 §2 transactions tab: the four figures and the history; §4 status labels, §8 load error. Issue 35: the
// shop's sales beside them, under their own heading.
const fa = {
  transactions: {
    title: "تراکنش‌ها",
    description: "فروش فروشگاه شما و پرداخت‌های اشتراکتان، هر کدام جدا.",
    plan: {
      title: "پرداخت‌های اشتراک",
      description: "پرداخت‌های اشتراک شما، از همهٔ زمان‌ها؛ جدول ۵۰ پرداخت آخر را نشان می‌دهد.",
    },
    refresh: "به‌روزرسانی",
    loading: "در حال دریافت تراکنش‌ها…",
    loadFailed: "خطا در بارگذاری تراکنش‌ها",
    retry: "تلاش دوباره",
    summary: {
      label: "خلاصهٔ تراکنش‌ها",
      total: "کل تراکنش‌ها",
      paid: "موفق",
      pending: "در انتظار",
      revenue: "مجموع درآمد",
    },
    table: {
      caption: "تاریخچهٔ تراکنش‌ها",
      date: "تاریخ",
      amount: "مبلغ",
      plan: "نوع پلن",
      status: "وضعیت",
      tracking: "کد پیگیری",
      noTracking: "—",
    },
    statuses: { paid: "تکمیل‌شده", pending: "در انتظار", failed: "ناموفق", refunded: "بازگشت‌داده‌شده" },
    empty: "هنوز تراکنشی ندارید",
    sales: {
      title: "فروش فروشگاه",
      description:
        "آنچه خریداران به فروشگاه شما پرداخته‌اند، از درگاه شما یا کارت به کارت؛ جدول ۵۰ پرداخت آخر را نشان می‌دهد.",
      loading: "در حال دریافت فروش…",
      loadFailed: "خطا در بارگذاری فروش",
      summary: {
        label: "خلاصهٔ فروش",
        paid: "سفارش‌های پرداخت‌شده",
        revenue: "درآمد فروش",
        gateway: "درگاه پرداخت",
        cardToCard: "کارت به کارت",
        pending: "در انتظار پرداخت",
        orders_one: "{{number}} سفارش",
        orders_other: "{{number}} سفارش",
      },
      table: {
        caption: "آخرین پرداخت‌های خریداران",
        date: "تاریخ",
        order: "سفارش",
        buyer: "خریدار",
        amount: "مبلغ",
        method: "روش پرداخت",
        tracking: "کد پیگیری",
      },
      methods: { gateway: "درگاه پرداخت", card_to_card: "کارت به کارت" },
      tracking: { receipt: "رسید تأیید شد", seller: "ثبت‌شده به دست شما" },
      refunded: "بازگشت‌داده‌شده",
      empty: {
        title: "هنوز فروشی ندارید",
        hint: "وقتی خریداری سفارشش را در ربات شما از درگاه پرداخت کند، یا رسید کارت به کارتی را در زبانهٔ سفارش‌ها تأیید کنید، فروش اینجا می‌آید.",
      },
    },
  },
};

const en: typeof fa = {
  transactions: {
    title: "Transactions",
    description: "Your shop's sales and your subscription payments, each on its own.",
    plan: {
      title: "Plan payments",
      description: "Your subscription payments, all time; the table shows the latest 50.",
    },
    refresh: "Refresh",
    loading: "Loading transactions…",
    loadFailed: "error loading transactions",
    retry: "Try again",
    summary: {
      label: "Transactions summary",
      total: "Total transactions",
      paid: "Successful",
      pending: "Pending",
      revenue: "Total revenue",
    },
    table: {
      caption: "Transaction history",
      date: "Date",
      amount: "Amount",
      plan: "Plan type",
      status: "Status",
      tracking: "Tracking code",
      noTracking: "—",
    },
    statuses: { paid: "completed", pending: "pending", failed: "failed", refunded: "refunded" },
    empty: "No transactions yet",
    sales: {
      title: "Shop sales",
      description: "What buyers paid your shop, through your gateway or card to card; the table shows the latest 50.",
      loading: "Loading sales…",
      loadFailed: "error loading sales",
      summary: {
        label: "Sales summary",
        paid: "Paid orders",
        revenue: "Sales revenue",
        gateway: "Payment gateway",
        cardToCard: "Card to card",
        pending: "Awaiting payment",
        orders_one: "{{number}} order",
        orders_other: "{{number}} orders",
      },
      table: {
        caption: "Latest buyer payments",
        date: "Date",
        order: "Order",
        buyer: "Buyer",
        amount: "Amount",
        method: "Payment method",
        tracking: "Tracking code",
      },
      methods: { gateway: "Payment gateway", card_to_card: "Card to card" },
      tracking: { receipt: "Receipt approved", seller: "Marked paid by you" },
      refunded: "refunded",
      empty: {
        title: "No sales yet",
        hint: "A sale appears here when a buyer pays an order in your bot through your gateway, or when you approve a card-to-card receipt in the orders tab.",
      },
    },
  },
};

export const transactionsCatalog = { fa, en };
registerPageCatalog(transactionsCatalog);
