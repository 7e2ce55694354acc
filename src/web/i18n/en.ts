import type { Catalog } from "./fa";

// Messages of the specification use its English glosses word for word (spec/README.md).
export const en: Catalog = {
  common: {
    loading: "Loading…",
    loadingProduct: "Loading {{name}}…",
    partFailed: "This part of the page could not be loaded. Check your connection and try again.",
    tryAgain: "Try again",
  },
  shell: {
    skipToContent: "Skip to main content",
    homeLink: "{{name}}, home page",
    nav: {
      label: "Main navigation",
      home: "Home",
      subscriptions: "Subscriptions",
      dashboard: "Dashboard",
      shop: "Shop",
      aiChat: "AI chat",
      dailyContent: "Daily content",
      profile: "Profile",
      adminto: "WhatsApp bot",
    },
    login: "Log in",
    signup: "Sign up",
    signOut: "Sign out",
    menu: {
      open: "Open menu",
      title: "Menu",
      description: "Site links and display settings",
      close: "Close menu",
    },
    language: {
      switch: "فارسی",
      switchLabel: "Switch language to فارسی",
    },
    theme: {
      label: "Theme",
      light: "Light",
      dark: "Dark",
      system: "System",
      toDay: "Day mode",
      toNight: "Night mode",
    },
    footer: {
      tagline: "The AI content assistant for Iranian creators, sellers and businesses.",
      quickLinks: "Quick links",
      contact: "Contact",
      tickets: "Tickets",
      transactions: "Transactions",
      sentEmails: "Sent emails",
      about: "About",
      careers: "Careers",
      supportCenter: "Support center",
      terms: "Terms of service",
      privacy: "Privacy policy",
      support: "Support",
      supportLine: "Support line",
      supportEmail: "Support e-mail",
      rights: "All rights reserved by {{name}}.",
    },
    notifications: "Notifications",
  },
  notFound: {
    title: "404",
    message: "The page you are looking for was not found.",
    backHome: "Back to home",
  },
  landing: {
    hero: {
      badge: "Persian AI for content creators",
      title: "Multiply your income 10x",
      subtitle:
        "Ideas, captions, hashtags and the best time to post, ready every day; and your shop's bot answers customers on Telegram and WhatsApp.",
      startFree: "Start for free",
      viewPrices: "View prices",
    },
    stats: {
      title: "{{name}} at a glance",
      creators: "active creators",
      content: "pieces of content",
      support: "support",
      uptime: "uptime",
    },
    features: {
      title: "Everything you need to grow",
      subtitle: "Tools built for the Iranian market and the Persian language.",
      aiChat: {
        title: "AI chat",
        description:
          "Get help with captions, bios, replies to customers and product descriptions from a Persian assistant.",
      },
      dailyContent: {
        title: "Daily content",
        description:
          "Every morning: fresh ideas, captions in three tones, trending hashtags and the best posting time for an Iranian audience.",
      },
      bots: {
        title: "WhatsApp and Telegram bots",
        description: "Your shop's bot presents products, takes orders and answers around the clock.",
      },
      plans: {
        title: "Plans and online payment",
        description: "Start on the free plan and upgrade whenever you like through the secure Zarinpal gateway.",
      },
    },
    cta: {
      title: "Start today",
      subtitle: "Signing up is free and needs no bank card.",
      button: "Create a free account",
    },
  },
};
