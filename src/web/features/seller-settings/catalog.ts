import { registerPageCatalog } from "@/i18n/page-catalog";

// 001 §2 settings tab: subscription, payment gateway, recent transactions; §8 messages in their words.
const fa = {
  sellerSettings: {
    userNotFound: "کاربر یافت نشد",
    signInAgain: "دوباره وارد حساب خود شوید و این کار را تکرار کنید.",
    ownerReport: {
      title: "هشدارها و گزارش روزانه",
      description:
        "سفارش تازه، رسید، پرداخت و موجودی کم را کجا ببینید؛ و هر روز در ساعتی که انتخاب می‌کنید (به وقت تهران)، ربات گزارش سفارش‌ها، فروش پرداخت‌شده، پرفروش‌ها، رسیدهای منتظر و موجودی‌های کم را با همین روز هفتهٔ پیش می‌فرستد.",
      alertsBy: "هشدارها کجا بیاید",
      channels: { bot: "در ربات", email: "با ایمیل (به‌جای ربات)", both: "در ربات و با ایمیل" },
      hour: "ساعت گزارش",
      quietDays: "روزی که سفارشی نرسید",
      quiet: { one_line: "یک خط بفرستد", none: "چیزی نفرستد" },
      hint: "حساب‌ها را در بخش اتصال‌ها، با «گرفتن هشدار در این ربات» وصل کنید. در ربات، ⁦/report⁩ گزارش همین لحظه را می‌دهد.",
      save: "ذخیرهٔ هشدارها و گزارش",
      saving: "در حال ذخیره…",
      saved: "تنظیم هشدارها و گزارش ذخیره شد",
      failed: "خطا در ذخیرهٔ هشدارها و گزارش",
      loading: "در حال دریافت…",
      loadFailed: "خطا در دریافت تنظیم هشدارها و گزارش",
    },
    subscription: {
      title: "وضعیت اشتراک",
      active: "فعال",
      inactive: "غیرفعال",
      tier: "پلن",
      free: "رایگان",
      ends: "پایان",
      unlimited: "نامحدود",
      renew: "اشتراک شما فعال نیست؛ برای استفاده از همهٔ امکانات آن را تمدید کنید.",
      renewButton: "تمدید اشتراک",
    },
    gateway: {
      title: "درگاه پرداخت",
      description: "شناسهٔ پذیرندهٔ زرین‌پال شما؛ خریداران ربات از این درگاه به حساب خودتان پرداخت می‌کنند.",
      none: "هنوز درگاهی تنظیم نکرده‌اید.",
      merchantId: "مرچنت کد زرین‌پال",
      updated: "آخرین تغییر: {{date}}",
      add: "افزودن درگاه",
      edit: "ویرایش درگاه",
      dialogTitle: "تنظیمات درگاه زرین‌پال",
      dialogDescription: "مرچنت کد ۳۶ نویسه‌ای را از پنل زرین‌پال کپی کنید.",
      save: "ذخیرهٔ تنظیمات",
      cancel: "انصراف",
      saved: "تنظیمات درگاه ذخیره شد",
      saveFailed: "خطا در ذخیرهٔ تنظیمات",
      loadFailed: "خطا در دریافت اطلاعات",
      retry: "تلاش دوباره",
      errors: {
        merchantRequired: "مرچنت کد را وارد کنید",
        merchantFormat: "مرچنت کد باید ۳۶ نویسه به شکل xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx با حروف کوچک باشد",
      },
    },
    recent: {
      title: "تراکنش‌های اخیر",
      none: "تراکنشی یافت نشد",
      all: "همهٔ تراکنش‌ها",
    },
  },
};

const en: typeof fa = {
  sellerSettings: {
    userNotFound: "user not found",
    signInAgain: "Sign in again, then repeat this.",
    ownerReport: {
      title: "Alerts and daily report",
      description:
        "Where you see new orders, receipts, payments and low stock; and every day at the hour you pick (Tehran time), the bot sends the day's orders, paid sales, top products, receipts waiting and low stock, beside the same day last week.",
      alertsBy: "Where alerts go",
      channels: { bot: "In the bot", email: "By e-mail (instead of the bot)", both: "In the bot and by e-mail" },
      hour: "Report hour",
      quietDays: "A day without orders",
      quiet: { one_line: "Send one line", none: "Send nothing" },
      hint: 'Link the accounts in the connections tab with "Get alerts in this bot". In the bot, /report gives the report so far.',
      save: "Save alerts and report",
      saving: "Saving…",
      saved: "Alerts and report settings saved",
      failed: "error saving the alerts and report settings",
      loading: "Loading…",
      loadFailed: "error fetching the alerts and report settings",
    },
    subscription: {
      title: "Subscription status",
      active: "Active",
      inactive: "Inactive",
      tier: "Plan",
      free: "free",
      ends: "Ends",
      unlimited: "unlimited",
      renew: "Your subscription is not active; renew it to use every feature.",
      renewButton: "Renew subscription",
    },
    gateway: {
      title: "Payment gateway",
      description: "Your Zarinpal merchant id: your bot's buyers pay into your own account through it.",
      none: "No gateway set yet.",
      merchantId: "Zarinpal merchant id",
      updated: "Last changed {{date}}",
      add: "Add gateway",
      edit: "Edit gateway",
      dialogTitle: "Zarinpal gateway settings",
      dialogDescription: "Copy the 36-character merchant id from your Zarinpal panel.",
      save: "Save settings",
      cancel: "Cancel",
      saved: "gateway settings saved",
      saveFailed: "error saving settings",
      loadFailed: "error fetching data",
      retry: "Try again",
      errors: {
        merchantRequired: "Enter the merchant id",
        merchantFormat: "The merchant id is 36 characters like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx, in lowercase",
      },
    },
    recent: {
      title: "Recent transactions",
      none: "No transactions found",
      all: "All transactions",
    },
  },
};

export const sellerSettingsCatalog = { fa, en };
registerPageCatalog(sellerSettingsCatalog);
