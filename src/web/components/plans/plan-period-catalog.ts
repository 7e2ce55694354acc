import { registerPageCatalog } from "@/i18n/page-catalog";

// The plan's end date and a lower plan waiting after it (decision 021): the dashboard, the profile and the
// plans page show them with these words.
const fa = {
  planPeriod: {
    until: "{{plan}} تا {{date}}",
    daysLeft_one: "{{days}} روز مانده",
    daysLeft_other: "{{days}} روز مانده",
    next: "{{plan}} از {{date}}",
    downgradeWarning:
      "پلن {{current}} شما تا {{date}} فعال است. اگر پلن پایین‌تری بخرید، از همان روز شروع می‌شود و تا آن روز پلن {{current}} می‌ماند.",
  },
};

const en: typeof fa = {
  planPeriod: {
    until: "{{plan}} until {{date}}",
    daysLeft_one: "{{days}} day left",
    daysLeft_other: "{{days}} days left",
    next: "{{plan}} from {{date}}",
    downgradeWarning:
      "Your {{current}} plan is active until {{date}}. A lower plan bought now starts on that day; until then you keep {{current}}.",
  },
};

export const planPeriodCatalog = { fa, en };
registerPageCatalog(planPeriodCatalog);
