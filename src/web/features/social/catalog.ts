import { registerPageCatalog } from "@/i18n/page-catalog";

// 001 §2, §5, §8: the Instagram panel and the /auth/callback popup; English in the specification's words.
const fa = {
  social: {
    title: "اینستاگرام",
    description: "حساب حرفه‌ای اینستاگرام خود را وصل کنید تا نام کاربری و تعداد دنبال‌کنندگانش اینجا دیده شود.",
    connect: "اتصال اینستاگرام",
    connecting: "در حال باز کردن پنجرهٔ اینستاگرام…",
    underDevelopment: "اتصال اینستاگرام در حال توسعه است",
    popupBlocked: "مرورگر پنجرهٔ اتصال را باز نکرد؛ اجازهٔ باز شدن پنجره‌ها را برای این سایت بدهید",
    connected: "حساب اینستاگرام {{username}} وصل شد",
    connectFailed: "خطا در اتصال اینستاگرام",
    list: {
      title: "پروفایل‌های متصل",
      loading: "در حال دریافت پروفایل‌ها…",
      loadFailed: "خطا در دریافت اطلاعات",
      retry: "تلاش دوباره",
      empty: "هنوز پروفایلی وصل نکرده‌اید",
      emptyHint: "با دکمهٔ اتصال، حساب اینستاگرام فروشگاهتان را وصل کنید.",
      // Persian has one form; both keys keep the catalogues alike.
      followers_one: "{{value}} دنبال‌کننده",
      followers_other: "{{value}} دنبال‌کننده",
      open: "باز کردن پروفایل",
      delete: "حذف پروفایل {{username}}",
    },
    remove: {
      title: "پروفایل {{username}} حذف شود؟",
      description: "اتصال این حساب از پنل شما برداشته می‌شود. بعداً می‌توانید دوباره وصلش کنید.",
      cancel: "انصراف",
      confirm: "حذف پروفایل",
      deleted: "پروفایل حذف شد",
      failed: "خطا در حذف پروفایل",
    },
    callback: {
      processing: "در حال پردازش اتصال…",
      missingParameters: "پارامترهای لازم ارسال نشده است",
      oauthFailed: "اتصال ناموفق بود",
      succeeded: "حساب {{username}} وصل شد",
      failed: "اتصال انجام نشد",
      closeHint: "این پنجره را می‌توانید ببندید.",
      backToConnections: "بازگشت به اتصال‌ها",
    },
  },
};

const en: typeof fa = {
  social: {
    title: "Instagram",
    description: "Connect your Instagram professional account to see its username and follower count here.",
    connect: "Connect Instagram",
    connecting: "Opening the Instagram window…",
    underDevelopment: "Instagram connection is under development",
    popupBlocked: "The browser did not open the connection window; allow pop-ups for this site",
    connected: "Instagram account {{username}} connected",
    connectFailed: "Error connecting Instagram",
    list: {
      title: "Linked profiles",
      loading: "Loading profiles…",
      loadFailed: "Error fetching data",
      retry: "Try again",
      empty: "No linked profiles yet",
      emptyHint: "Use the connect button to link your shop's Instagram account.",
      followers_one: "{{value}} follower",
      followers_other: "{{value}} followers",
      open: "Open profile",
      delete: "Delete profile {{username}}",
    },
    remove: {
      title: "Delete the profile {{username}}?",
      description: "This account is unlinked from your dashboard. You can connect it again later.",
      cancel: "Cancel",
      confirm: "Delete profile",
      deleted: "Profile deleted",
      failed: "Error deleting profile",
    },
    callback: {
      processing: "Processing the connection…",
      missingParameters: "Missing required parameters",
      oauthFailed: "OAuth failed",
      succeeded: "{{username}} connected",
      failed: "The connection failed",
      closeHint: "You can close this window.",
      backToConnections: "Back to connections",
    },
  },
};

export const socialCatalog = { fa, en };
registerPageCatalog(socialCatalog);
