import { registerPageCatalog } from "@/i18n/page-catalog";

// 001 §2 transactions tab: the four figures and the history; §4 status labels, §8 load error.
const fa = {
  transactions: {
    title: "تراکنش‌ها",
    description: "پرداخت‌های اشتراک شما، از همهٔ زمان‌ها؛ جدول ۵۰ پرداخت آخر را نشان می‌دهد.",
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
  },
};

const en: typeof fa = {
  transactions: {
    title: "Transactions",
    description: "Your subscription payments, all time; the table shows the latest 50.",
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
  },
};

export const transactionsCatalog = { fa, en };
registerPageCatalog(transactionsCatalog);
