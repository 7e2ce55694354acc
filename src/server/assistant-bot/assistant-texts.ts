import { brand } from "../../shared/brand";
import type { Locale } from "../../shared/locales";

/** Persian, unless the person's Telegram speaks English (DESIGN 17, as the sellers' bots choose). */
export function localeOfLanguage(languageCode: string | undefined): Locale {
  return languageCode?.toLowerCase().startsWith("en") ? "en" : "fa";
}

/** What the assistant bot says on its own, without the AI engine. */
export const assistantTexts: Record<Locale, { welcome: string; tooManyMessages: string; noAnswer: string }> = {
  fa: {
    welcome: `سلام! من دستیار هوش مصنوعی ${brand.name.fa} هستم. هر سؤالی درباره‌ی تولید محتوا، کپشن، هشتگ یا فروش در شبکه‌های اجتماعی دارید بپرسید.`,
    tooManyMessages: "پیام‌هایتان در این چند لحظه کمی زیاد شد. لطفاً یک دقیقه صبر کنید و بعد دوباره بپرسید.",
    noAnswer: "الان نتوانستم پاسخ بدهم. لطفاً کمی بعد دوباره بپرسید.",
  },
  en: {
    welcome: `Hi! I'm ${brand.name.en}'s AI assistant. Ask me anything about content, captions, hashtags or selling on social media.`,
    tooManyMessages: "That's a lot of messages in a short time. Please wait a minute, then ask again.",
    noAnswer: "I couldn't answer just now. Please ask again in a little while.",
  },
};
