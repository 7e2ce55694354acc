import { registerPageCatalog } from "@/i18n/page-catalog";

const fa = { templates: { title: "قالب‌های پیام تلگرام" } };
const en: typeof fa = { templates: { title: "Telegram templates" } };

export const templatesCatalog = { fa, en };
registerPageCatalog(templatesCatalog);
