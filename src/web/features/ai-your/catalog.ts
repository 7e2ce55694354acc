import { registerPageCatalog } from "@/i18n/page-catalog";

// The "your intelligence" screen's messages: they load with the page that shows them, not with the landing page.
const fa = {
  aiYour: {
    title: "هوش شما",
    subtitle: "سؤالتان را بپرسید؛ پاسخ همین‌جا نوشته می‌شود.",
    signIn: {
      title: "برای استفاده از هوش شما وارد شوید",
      description: "با دستیار هوشمند فارسی‌زبان، سریع و ساده گفت‌وگو کنید.",
      button: "ورود به حساب",
    },
    newChat: "گفت‌وگوی تازه",
    newChatStarted: "گفت‌وگوی تازه شروع شد",
    empty: {
      title: "از هوش شما بپرسید",
      subtitle: "یکی از پیشنهادها را انتخاب کنید یا سؤال خودتان را بنویسید.",
    },
    suggestions: {
      customerReply: "به مشتری‌ای که از دیر رسیدن سفارشش ناراضی است مؤدبانه پاسخ بده",
      productDescription: "برای یک شال نخی دست‌دوز توضیح محصول بنویس",
      postingTime: "بهترین ساعت انتشار پست برای مخاطب ایرانی کی است؟",
      videoIdea: "یک ایدهٔ ویدیوی کوتاه برای ریلز پیشنهاد بده",
    },
    failed: "خطا در ارتباط با هوش مصنوعی",
  },
};

const en: typeof fa = {
  aiYour: {
    title: "your intelligence",
    subtitle: "Ask your question; the answer is written right here.",
    signIn: {
      title: "Log in to use your intelligence",
      description: "Chat quickly and simply with the Persian-speaking AI assistant.",
      button: "Log in",
    },
    newChat: "New chat",
    newChatStarted: "new chat started",
    empty: {
      title: "Ask your intelligence",
      subtitle: "Pick a suggestion or write your own question.",
    },
    suggestions: {
      customerReply: "Reply politely to a customer unhappy that their order arrived late",
      productDescription: "Write a product description for a hand-stitched cotton shawl",
      postingTime: "What is the best time to post for an Iranian audience?",
      videoIdea: "Suggest an idea for a short Reels video",
    },
    failed: "error communicating with AI",
  },
};

export const aiYourCatalog = { fa, en };
registerPageCatalog(aiYourCatalog);
