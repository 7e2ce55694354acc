// The Persian catalogue is the source of the keys; `en.ts` must have exactly the same shape.
export const fa = {
  common: {
    loading: "در حال بارگذاری…",
    loadingProduct: "در حال بارگذاری {{name}}…",
    partFailed: "این بخش از صفحه بارگذاری نشد. اتصال اینترنت را بررسی کنید و دوباره امتحان کنید.",
    tryAgain: "تلاش دوباره",
  },
  shell: {
    skipToContent: "رفتن به محتوای اصلی",
    homeLink: "{{name}}، صفحهٔ اصلی",
    nav: {
      label: "ناوبری اصلی",
      home: "خانه",
      subscriptions: "اشتراک‌ها",
      dashboard: "داشبورد",
      shop: "فروشگاه",
      aiChat: "چت هوشمند",
      dailyContent: "محتوای روزانه",
      profile: "پروفایل",
      adminto: "ربات واتساپ",
    },
    login: "ورود",
    signup: "ثبت‌نام",
    signOut: "خروج از حساب",
    menu: {
      open: "باز کردن منو",
      title: "منو",
      description: "پیوندهای سایت و تنظیمات نمایش",
      close: "بستن منو",
    },
    language: {
      switch: "English",
      switchLabel: "تغییر زبان به English",
    },
    theme: {
      label: "پوسته",
      light: "روشن",
      dark: "تیره",
      system: "مطابق سیستم",
      toDay: "حالت روز",
      toNight: "حالت شب",
    },
    footer: {
      tagline: "دستیار هوشمند تولید محتوا برای سازندگان، فروشندگان و کسب‌وکارهای ایرانی.",
      quickLinks: "دسترسی سریع",
      contact: "تماس با ما",
      tickets: "تیکت‌ها",
      transactions: "تراکنش‌ها",
      sentEmails: "ایمیل‌های ارسال‌شده",
      about: "دربارهٔ ما",
      careers: "فرصت‌های شغلی",
      supportCenter: "مرکز پشتیبانی",
      terms: "قوانین و مقررات",
      privacy: "حریم خصوصی",
      support: "پشتیبانی",
      supportLine: "تلفن پشتیبانی",
      supportEmail: "ایمیل پشتیبانی",
      rights: "همهٔ حقوق برای {{name}} محفوظ است.",
    },
    notifications: "اعلان‌ها",
  },
  notFound: {
    // 001 §2: the title is the status code itself, written the same in both languages.
    title: "۴۰۴",
    message: "صفحه‌ای که دنبالش بودید پیدا نشد.",
    backHome: "بازگشت به صفحهٔ اصلی",
  },
  landing: {
    hero: {
      badge: "هوش مصنوعی فارسی برای تولیدکنندگان محتوا",
      title: "درآمدتان را ۱۰ برابر کنید",
      subtitle:
        "ایده، کپشن، هشتگ و زمان انتشار هر روز آماده است؛ ربات فروشگاهتان هم در تلگرام و واتساپ به مشتری‌ها پاسخ می‌دهد.",
      startFree: "رایگان شروع کنید",
      viewPrices: "مشاهدهٔ قیمت‌ها",
    },
    stats: {
      title: "{{name}} در یک نگاه",
      creators: "سازندهٔ محتوای فعال",
      content: "محتوای تولیدشده",
      support: "پشتیبانی",
      uptime: "پایداری سرویس",
    },
    features: {
      title: "هر آنچه برای رشد لازم دارید",
      subtitle: "ابزارهایی که برای بازار ایران و زبان فارسی ساخته شده‌اند.",
      aiChat: {
        title: "چت هوشمند",
        description: "برای کپشن، بیوگرافی، پاسخ به مشتری و معرفی محصول از دستیار فارسی‌زبان کمک بگیرید.",
      },
      dailyContent: {
        title: "محتوای روزانه",
        description: "هر صبح ایده‌های تازه، کپشن در سه لحن، هشتگ‌های داغ و بهترین ساعت انتشار برای مخاطب ایرانی.",
      },
      bots: {
        title: "ربات واتساپ و تلگرام",
        description: "ربات فروشگاهتان محصولات را معرفی می‌کند، سفارش می‌گیرد و شبانه‌روز پاسخگوست.",
      },
      plans: {
        title: "پلن‌ها و پرداخت آنلاین",
        description: "با پلن رایگان شروع کنید و هر وقت خواستید با درگاه امن زرین‌پال ارتقا دهید.",
      },
    },
    cta: {
      title: "همین امروز شروع کنید",
      subtitle: "ثبت‌نام رایگان است و به کارت بانکی نیاز ندارد.",
      button: "ساخت حساب رایگان",
    },
  },
};

export type Catalog = typeof fa;
