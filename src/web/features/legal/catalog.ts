import { registerPageCatalog } from "@/i18n/page-catalog";

// The frame of /terms and /privacy; their texts are the content modules beside the pages.
const fa = {
  legalPage: {
    backHome: "بازگشت به صفحهٔ اصلی",
    contents: "فهرست مطالب",
    lastUpdated: "آخرین به‌روزرسانی: {{date}}",
    seeAlso: "این را هم بخوانید:",
  },
};

const en: typeof fa = {
  legalPage: {
    backHome: "Back to home",
    contents: "Contents",
    lastUpdated: "Last updated: {{date}}",
    seeAlso: "See also:",
  },
};

export const legalCatalog = { fa, en };
registerPageCatalog(legalCatalog);
