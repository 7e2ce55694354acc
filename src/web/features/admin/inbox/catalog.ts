import { registerPageCatalog } from "@/i18n/page-catalog";

// ADM-28: the inbox's frame; each section brings its own messages.
const fa = {
  adminInbox: {
    title: "صندوق پیام‌ها",
    back: "بازگشت به پنل مدیریت",
    description: "آنچه کاربران و بازدیدکنندگان برای پشتیبانی فرستاده‌اند: پیام‌ها، تیکت‌ها و درخواست‌های همکاری.",
    sections: "بخش‌های صندوق پیام‌ها",
    boxes: {
      messages: "پیام‌های تماس و پشتیبانی",
      tickets: "تیکت‌ها",
      applications: "درخواست‌های همکاری",
      jobs: "فرصت‌های شغلی",
    },
  },
};

const en: typeof fa = {
  adminInbox: {
    title: "Inbox",
    back: "Back to the admin panel",
    description: "What users and visitors sent to support: messages, tickets and job applications.",
    sections: "Inbox sections",
    boxes: {
      messages: "Contact and support messages",
      tickets: "Tickets",
      applications: "Job applications",
      jobs: "Jobs",
    },
  },
};

export const adminInboxCatalog = { fa, en };
registerPageCatalog(adminInboxCatalog);
