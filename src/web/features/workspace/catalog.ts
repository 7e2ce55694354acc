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
      transactions: "تراکنش‌ها",
      templates: "قالب‌ها",
      settings: "تنظیمات",
    },
    comingSoon: "به‌زودی",
    panels: {
      connections: {
        title: "اتصال ربات و اینستاگرام",
        description: "اینجا ربات تلگرام یا بله و صفحهٔ اینستاگرام خود را وصل می‌کنید تا سفارش‌ها را از همان‌جا بگیرید.",
      },
      products: {
        title: "محصولات فروشگاه",
        description: "اینجا محصولاتتان را با قیمت، موجودی، عکس و ویدیو ثبت می‌کنید تا رباتتان آن‌ها را بفروشد.",
      },
      orders: {
        title: "سفارش‌های مشتریان",
        description: "سفارش‌هایی که رباتتان می‌گیرد با مشخصات خریدار اینجا فهرست می‌شوند.",
      },
      transactions: {
        title: "تراکنش‌ها و درآمد",
        description: "خلاصه و تاریخچهٔ پرداخت‌هایتان با وضعیت و کد پیگیری اینجا نمایش داده می‌شود.",
      },
      templates: {
        title: "قالب پیام‌های تلگرام",
        description: "اینجا پیام‌هایی را که رباتتان به خریداران می‌فرستد، مثل تأیید سفارش، می‌نویسید.",
      },
      settings: {
        title: "تنظیمات فروشگاه",
        description: "اینجا وضعیت اشتراک، درگاه پرداخت و کارت‌های بانکی دریافت پول را مدیریت می‌کنید.",
      },
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
      transactions: "Transactions",
      templates: "Templates",
      settings: "Settings",
    },
    comingSoon: "Coming soon",
    panels: {
      connections: {
        title: "Bot and Instagram connections",
        description:
          "Here you will connect your Telegram or Bale bot and your Instagram profile to take orders through them.",
      },
      products: {
        title: "Your products",
        description: "Here you will add your products with price, stock, photos and videos so your bot can sell them.",
      },
      orders: {
        title: "Customer orders",
        description: "Orders your bot receives will be listed here with the buyer's details.",
      },
      transactions: {
        title: "Transactions and revenue",
        description: "A summary and history of your payments, with their status and tracking codes, will appear here.",
      },
      templates: {
        title: "Telegram message templates",
        description: "Here you will write the messages your bot sends buyers, such as the order confirmation.",
      },
      settings: {
        title: "Shop settings",
        description: "Here you will manage your subscription, payment gateway and the bank cards you are paid to.",
      },
    },
  },
};

export const workspaceCatalog = { fa, en };
registerPageCatalog(workspaceCatalog);
