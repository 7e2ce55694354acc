import { registerPageCatalog } from "@/i18n/page-catalog";
import { adminActionsRecordCatalog } from "./actions-record-catalog";
import { adminPaymentsCatalog } from "./payments-catalog";
import { adminStatsCatalog } from "./stats-catalog";
import { adminTelegramCatalog } from "./telegram-catalog";
import { adminUsersCatalog } from "./users-catalog";
import { adminWhatsappCatalog } from "./whatsapp-catalog";

// 000 §2 admin panel, §8 its messages (the English ones word for word): the panel's frame, its tabs and its forms'
// checks here, each tab's own section in the file named after it.
const fa = {
  admin: {
    title: "پنل مدیریت",
    description: "کاربران، ربات‌ها، پیام‌های واتس‌اپ و پرداخت‌های همهٔ پلتفرم در یک جا.",
    back: "بازگشت به داشبورد",
    inbox: "صندوق پیام‌ها",
    refresh: "به‌روزرسانی",
    refreshed: "به‌روزرسانی با موفقیت انجام شد",
    refreshFailed: "خطا در دریافت اطلاعات",
    retry: "تلاش دوباره",
    checking: "در حال بررسی دسترسی مدیریت…",
    stats: adminStatsCatalog.fa,
    tabs: {
      label: "بخش‌های پنل مدیریت",
      users: "کاربران",
      telegram: "تلگرام",
      whatsapp: "پیام‌های واتس‌اپ",
      transactions: "تراکنش‌ها",
    },
    users: adminUsersCatalog.fa,
    telegram: adminTelegramCatalog.fa,
    whatsapp: adminWhatsappCatalog.fa,
    payments: adminPaymentsCatalog.fa,
    record: adminActionsRecordCatalog.fa,
    validation: {
      reasonRequired: "دلیل را بنویسید",
      tooLong: "این متن بیش از اندازه بلند است",
      nameRequired: "نام را وارد کنید",
      phoneInvalid: "شمارهٔ موبایل را مثل ۰۹۱۲۱۲۳۴۵۶۷ یا \u2066+۹۸۹۱۲۱۲۳۴۵۶۷\u2069 وارد کنید",
      invalidCharacters: "این متن نویسه‌های غیرمجاز دارد",
    },
  },
};

const en: typeof fa = {
  admin: {
    title: "Admin panel",
    description: "Users, bots, WhatsApp messages and payments of the whole platform in one place.",
    back: "Back to dashboard",
    inbox: "Inbox",
    refresh: "Refresh",
    refreshed: "update successful",
    refreshFailed: "error fetching information",
    retry: "Try again",
    checking: "Checking admin access…",
    stats: adminStatsCatalog.en,
    tabs: {
      label: "Admin panel sections",
      users: "Users",
      telegram: "Telegram",
      whatsapp: "WhatsApp messages",
      transactions: "Transactions",
    },
    users: adminUsersCatalog.en,
    telegram: adminTelegramCatalog.en,
    whatsapp: adminWhatsappCatalog.en,
    payments: adminPaymentsCatalog.en,
    record: adminActionsRecordCatalog.en,
    validation: {
      reasonRequired: "Please write a reason",
      tooLong: "This text is too long",
      nameRequired: "Please enter a name",
      phoneInvalid: "Enter a mobile number like 09121234567 or +989121234567",
      invalidCharacters: "This text contains characters that are not allowed",
    },
  },
};

export const adminCatalog = { fa, en };
registerPageCatalog(adminCatalog);
