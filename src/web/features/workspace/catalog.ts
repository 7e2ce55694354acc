import { registerPageCatalog } from "@/i18n/page-catalog";

// The seller workspace's messages (001 §2 tab names): they load with the dashboard, not the landing page.
const fa = {
  workspace: {
    title: "پنل فروشنده",
    description: "ربات‌ها، محصولات، سفارش‌ها و پرداخت‌های فروشگاهتان در یک جا.",
    tabsLabel: "بخش‌های پنل فروشنده",
    tabs: {
      connections: "اتصال‌ها",
      products: "محصولات",
      orders: "سفارش‌ها",
      conversations: "گفتگوها",
      transactions: "تراکنش‌ها",
      templates: "قالب‌ها",
      settings: "تنظیمات",
    },
  },
};

const en: typeof fa = {
  workspace: {
    title: "Seller workspace",
    description: "Your shop's bots, products, orders and payments in one place.",
    tabsLabel: "Seller workspace sections",
    tabs: {
      connections: "Connections",
      products: "Products",
      orders: "Orders",
      conversations: "Conversations",
      transactions: "Transactions",
      templates: "Templates",
      settings: "Settings",
    },
  },
};

export const workspaceCatalog = { fa, en };
registerPageCatalog(workspaceCatalog);
