import { registerPageCatalog } from "@/i18n/page-catalog";

// /transactions (001 §2, §3): the user's payments as transactions, their counters, filters and the CSV report.
const fa = {
  transactionsPage: {
    title: "تراکنش‌ها",
    subtitle: "پرداخت‌های اشتراک و بازگشت وجه‌های حساب شما. مبلغ منفی یعنی پولی که به شما برگشته است.",
    signIn: {
      title: "تراکنش‌ها فقط برای اعضا",
      description: "برای دیدن پرداخت‌ها و بازگشت وجه‌هایتان وارد حساب خود شوید.",
      button: "ورود به حساب",
    },
    counters: {
      label: "آمار تراکنش‌ها",
      total: "همهٔ تراکنش‌ها",
      success: "موفق",
      pending: "در انتظار",
      failed: "ناموفق",
      net: "جمع پرداخت‌ها (پس از بازگشت وجه)",
    },
    filters: {
      search: "جستجو",
      searchPlaceholder: "شناسه، شرح یا کد پیگیری",
      status: "وضعیت",
      type: "نوع",
      all: "همه",
      clear: "پاک کردن فیلترها",
    },
    types: { subscription: "اشتراک", credit: "اعتبار", refund: "بازگشت وجه" },
    statuses: { success: "موفق", failed: "ناموفق", pending: "در انتظار" },
    methods: { zarinpal: "زرین‌پال", sandbox: "پرداخت آزمایشی" },
    description: {
      subscription: "اشتراک ماهانهٔ {{plan}}",
      credit: "اعتبار {{plan}}",
      refund: "بازگشت وجه اشتراک {{plan}}",
    },
    list: {
      label: "فهرست تراکنش‌ها",
      id: "شناسه",
      date: "تاریخ",
      type: "نوع",
      description: "شرح",
      amount: "مبلغ",
      amountInToman: "مبلغ (تومان)",
      method: "روش پرداخت",
      status: "وضعیت",
      reference: "کد پیگیری",
      noReference: "—",
      loading: "در حال بارگذاری تراکنش‌ها…",
      failed: "خطا در بارگذاری تراکنش‌ها",
      retry: "تلاش دوباره",
      noTransactions: "هنوز تراکنشی ندارید. پس از خرید اشتراک، پرداخت‌هایتان اینجا دیده می‌شود.",
      noMatch: "تراکنشی با این جستجو و فیلترها پیدا نشد",
      shown: "{{shown}} تراکنش از {{matched}} تراکنش (۵۰ مورد آخر)",
      viewPlans: "دیدن پلن‌ها",
    },
    report: {
      download: "دانلود گزارش",
      downloaded: "گزارش {{value}} تراکنش دانلود شد",
      fileName: "transactions",
    },
  },
};

const en: typeof fa = {
  transactionsPage: {
    title: "Transactions",
    subtitle: "Your subscription payments and refunds. A negative amount is money that went back to you.",
    signIn: {
      title: "Transactions are for members",
      description: "Sign in to see your payments and refunds.",
      button: "Sign in",
    },
    counters: {
      label: "Transaction figures",
      total: "All transactions",
      success: "Successful",
      pending: "Pending",
      failed: "Failed",
      net: "Total paid (after refunds)",
    },
    filters: {
      search: "Search",
      searchPlaceholder: "ID, description or tracking code",
      status: "Status",
      type: "Type",
      all: "All",
      clear: "Clear filters",
    },
    types: { subscription: "Subscription", credit: "Credit", refund: "Refund" },
    statuses: { success: "Success", failed: "Failed", pending: "Pending" },
    methods: { zarinpal: "Zarinpal", sandbox: "Test payment" },
    description: {
      subscription: "{{plan}} monthly subscription",
      credit: "{{plan}} credit",
      refund: "Refund of the {{plan}} subscription",
    },
    list: {
      label: "Transactions list",
      id: "ID",
      date: "Date",
      type: "Type",
      description: "Description",
      amount: "Amount",
      amountInToman: "Amount (toman)",
      method: "Method",
      status: "Status",
      reference: "Tracking code",
      noReference: "—",
      loading: "Loading transactions…",
      failed: "Error loading transactions",
      retry: "Try again",
      noTransactions: "No transactions yet. Once you buy a plan, your payments show here.",
      noMatch: "No transaction matches this search and these filters",
      shown: "{{shown}} of {{matched}} transactions (the latest 50)",
      viewPlans: "See the plans",
    },
    report: {
      download: "Download report",
      downloaded: "Report downloaded ({{value}} rows)",
      fileName: "transactions",
    },
  },
};

export const transactionsPageCatalog = { fa, en };
registerPageCatalog(transactionsPageCatalog);
