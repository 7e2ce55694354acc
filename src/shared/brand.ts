// The product's name and support contacts, shown in the shell, footer and e-mails (docs/decisions/001).
export const brand = {
  name: { fa: "محتوایار", en: "Mohtavayar" },
  // The pages' meta description; index.html carries the Persian one for the first answer.
  description: {
    fa: "محتوایار، دستیار هوش مصنوعی فارسی برای تولیدکنندگان محتوا و فروشندگان آنلاین: ایده، کپشن و هشتگ هر روز، ربات فروش در تلگرام و واتساپ و پرداخت آنلاین با زرین‌پال.",
    en: "Mohtavayar, the Persian AI assistant for content creators and online sellers: ideas, captions and hashtags every day, a selling bot on Telegram and WhatsApp, and online payment through Zarinpal.",
  },
  supportEmail: "support@mohtavayar.ir",
  supportPhone: "021-91001234",
} as const;
