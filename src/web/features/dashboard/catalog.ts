import { registerPageCatalog } from "@/i18n/page-catalog";

// 000 §2 user home: comes with the dashboard's chunk, not with the landing page's first download.
const fa = {
  dashboard: {
    greeting: "سلام، {{name}}",
    dearUser: "کاربر عزیز",
    subtitle: "امروز چه چیزی می‌سازیم؟",
    premium: "عضو ویژه",
    free: "حساب رایگان",
    // The first day reads as "joined today", not "a member for 0 days" (i18next picks `_zero` for a count of 0).
    memberDays_zero: "امروز عضو شدید",
    memberDays_one: "{{days}} روز است که عضو هستید",
    memberDays_other: "{{days}} روز است که عضو هستید",
    toolsTitle: "ابزارهای شما",
    cards: {
      aiChat: { title: "چت هوشمند", description: "گفت‌وگو با دستیار و گفت‌وگوهای ذخیره‌شده" },
      dailyContent: { title: "محتوای روزانه", description: "ایده‌ها، کپشن‌ها و هشتگ‌های امروز" },
      adminto: { title: "ربات واتساپ", description: "پیام‌ها و پاسخ خودکار واتساپ" },
      aiYour: { title: "هوش شما", description: "چت سریع و ساده با هوش مصنوعی" },
    },
    adminPanel: "پنل مدیریت",
    upgrade: {
      title: "به پلن ویژه ارتقا دهید",
      description: "پیام نامحدود، ایده‌های بیشتر، کپشن در همهٔ لحن‌ها و پیشنهاد موسیقی وایرال.",
      button: "مشاهدهٔ اشتراک‌ها",
    },
  },
};

const en: typeof fa = {
  dashboard: {
    greeting: "Hello, {{name}}",
    dearUser: "dear user",
    subtitle: "What shall we create today?",
    premium: "premium member",
    free: "free account",
    memberDays_zero: "Joined today",
    memberDays_one: "Member for {{days}} day",
    memberDays_other: "Member for {{days}} days",
    toolsTitle: "Your tools",
    cards: {
      aiChat: { title: "AI chat", description: "Talk to the assistant and keep your conversations" },
      dailyContent: { title: "Daily content", description: "Today's ideas, captions and hashtags" },
      adminto: { title: "WhatsApp bot", description: "WhatsApp messages and automatic replies" },
      aiYour: { title: "Your intelligence", description: "A quick, simple chat with the AI" },
    },
    adminPanel: "Admin panel",
    upgrade: {
      title: "Upgrade to premium",
      description: "Unlimited messages, more ideas, captions in every tone and viral music suggestions.",
      button: "View subscriptions",
    },
  },
};

export const dashboardCatalog = { fa, en };
registerPageCatalog(dashboardCatalog);
