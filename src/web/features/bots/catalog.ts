import { registerPageCatalog } from "@/i18n/page-catalog";

const fa = { bots: { title: "ربات‌های تلگرام و بله" } };
const en: typeof fa = { bots: { title: "Telegram and Bale bots" } };

export const botsCatalog = { fa, en };
registerPageCatalog(botsCatalog);
