import { registerPageCatalog } from "@/i18n/page-catalog";

// The words of a plan's feature list (src/shared/plan-features.ts): /pricing, /subscriptions and /checkout
// load them with their pages, so the list reads the same on each.
const fa = {
  planFeatures: {
    aiMessagesPerDay_one: "{{value}} پیام هوش مصنوعی در روز",
    aiMessagesPerDay_other: "{{value}} پیام هوش مصنوعی در روز",
    aiMessagesPerMonth_one: "{{value}} پیام هوش مصنوعی در ماه",
    aiMessagesPerMonth_other: "{{value}} پیام هوش مصنوعی در ماه",
    unlimitedAiMessages: "پیام هوش مصنوعی نامحدود (با استفادهٔ منصفانه)",
    ideasPerDay_one: "{{value}} ایدهٔ محتوا در روز",
    ideasPerDay_other: "{{value}} ایدهٔ محتوا در روز",
    ideasPerWeek_one: "{{value}} ایدهٔ محتوا در هفته",
    ideasPerWeek_other: "{{value}} ایدهٔ محتوا در هفته",
    unlimitedIdeas: "ایدهٔ محتوای نامحدود",
    captionStyles_one: "کپشن در {{value}} لحن",
    captionStyles_other: "کپشن در {{value}} لحن",
    allCaptionStyles: "کپشن در همهٔ لحن‌ها",
    basicHashtags: "هشتگ‌های پایهٔ حوزهٔ کاری شما",
    trendingHashtags: "هشتگ‌های ترند روزانه",
    viralMusic: "پیشنهاد موسیقی وایرال",
    smartScheduling: "زمان‌بندی هوشمند انتشار",
    accountsPerNetwork_one: "{{value}} حساب در هر شبکه، از جمله واتس‌اپ",
    accountsPerNetwork_other: "{{value}} حساب در هر شبکه، از جمله واتس‌اپ",
    unlimitedAccounts: "حساب نامحدود در همهٔ شبکه‌ها، از جمله واتس‌اپ",
    bots_one: "اتصال {{value}} ربات",
    bots_other: "اتصال {{value}} ربات",
    unlimitedBots: "اتصال ربات نامحدود",
    staff_one: "{{value}} همکار در فروشگاه",
    staff_other: "{{value}} همکار در فروشگاه",
    unlimitedStaff: "همکار نامحدود در فروشگاه",
  },
};

const en: typeof fa = {
  planFeatures: {
    aiMessagesPerDay_one: "{{value}} AI message a day",
    aiMessagesPerDay_other: "{{value}} AI messages a day",
    aiMessagesPerMonth_one: "{{value}} AI message a month",
    aiMessagesPerMonth_other: "{{value}} AI messages a month",
    unlimitedAiMessages: "Unlimited AI messages (fair use)",
    ideasPerDay_one: "{{value}} content idea a day",
    ideasPerDay_other: "{{value}} content ideas a day",
    ideasPerWeek_one: "{{value}} content idea a week",
    ideasPerWeek_other: "{{value}} content ideas a week",
    unlimitedIdeas: "Unlimited content ideas",
    captionStyles_one: "Captions in {{value}} style",
    captionStyles_other: "Captions in {{value}} styles",
    allCaptionStyles: "Captions in every style",
    basicHashtags: "Basic hashtags for your field",
    trendingHashtags: "Daily trending hashtags",
    viralMusic: "Viral music suggestions",
    smartScheduling: "Smart posting schedule",
    accountsPerNetwork_one: "{{value}} account on each network, WhatsApp included",
    accountsPerNetwork_other: "{{value}} accounts on each network, WhatsApp included",
    unlimitedAccounts: "Unlimited accounts on every network, WhatsApp included",
    bots_one: "{{value}} connected bot",
    bots_other: "{{value}} connected bots",
    unlimitedBots: "Unlimited connected bots",
    staff_one: "{{value}} staff member in the shop",
    staff_other: "{{value}} staff members in the shop",
    unlimitedStaff: "Unlimited staff in the shop",
  },
};

export const planFeaturesCatalog = { fa, en };
registerPageCatalog(planFeaturesCatalog);
