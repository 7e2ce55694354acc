import { registerPageCatalog } from "@/i18n/page-catalog";

const fa = { social: { title: "اینستاگرام" } };
const en: typeof fa = { social: { title: "Instagram" } };

export const socialCatalog = { fa, en };
registerPageCatalog(socialCatalog);
