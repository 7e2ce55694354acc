import { registerPageCatalog } from "@/i18n/page-catalog";

const fa = { bankCards: { title: "کارت‌های بانکی" } };
const en: typeof fa = { bankCards: { title: "Bank cards" } };

export const bankCardsCatalog = { fa, en };
registerPageCatalog(bankCardsCatalog);
