import { registerPageCatalog } from "@/i18n/page-catalog";

// The messages of /pricing and /subscriptions: they load with those pages, not with the landing page.
const fa = {
  plans: {
    perMonth: "در ماه",
    mostPopular: "محبوب‌ترین",
    featuresOf: "امکانات پلن {{plan}}",
    paymentNote: "پرداخت امن با همهٔ کارت‌های بانکی ایران از طریق درگاه پرداخت کارتی.",
    comparisonLine: "{{feature}}: {{value}}",
    compare: {
      title: "مقایسهٔ کامل پلن‌ها",
      show: "نمایش جدول مقایسهٔ کامل",
      hide: "بستن جدول مقایسه",
      scrollHint: "جدول را به پهلو بکشید تا همهٔ پلن‌ها را ببینید",
      scrollRegion: "جدول مقایسهٔ پلن‌ها، به پهلو پیمایش می‌شود",
      feature: "امکان",
      countPlus: "{{value}}+",
      categories: {
        messaging: "پیام‌رسانی هوشمند",
        content: "تولید محتوا",
        connections: "اتصال‌ها",
        analytics: "تحلیل و آمار",
        support: "پشتیبانی",
      },
      features: {
        aiMessages: "پیام هوش مصنوعی در ماه",
        autoReplies: "پاسخ خودکار در پیام‌رسان",
        personalisation: "شخصی‌سازی پیام",
        dailyIdea: "ایدهٔ روزانه",
        styles: "لحن‌های کپشن",
        viralMusic: "پیشنهاد موسیقی وایرال",
        smartScheduling: "زمان‌بندی هوشمند",
        photoAccount: "حساب شبکهٔ اجتماعی تصویری",
        messagingAccount: "حساب پیام‌رسان",
        dedicatedApi: "API اختصاصی",
        dashboard: "داشبورد تحلیلی",
        behaviour: "تحلیل رفتار کاربران",
        crm: "اتصال به CRM",
        supportType: "نوع پشتیبانی",
        responseTime: "زمان پاسخ‌گویی",
        accountManager: "مدیر حساب اختصاصی",
        consulting: "مشاورهٔ ماهانه",
      },
      values: {
        yes: "دارد",
        no: "ندارد",
        unlimited: "نامحدود",
        staging: "محدود",
        full: "کامل",
        fullPlusApi: "کامل + API",
        unlimitedPlusConsulting: "نامحدود + مشاوره",
        unlimitedPlusCustom: "نامحدود + لحن سفارشی",
        basic: "پایه",
        advanced: "پیشرفته",
        fullPlusKpi: "کامل + KPI",
        email: "ایمیل",
        priority: "اولویت‌دار",
        vip: "VIP شبانه‌روزی",
        hours24to48: "۲۴ تا ۴۸ ساعت",
        under6Hours: "کمتر از ۶ ساعت",
        immediate: "فوری",
      },
    },
  },
  pricing: {
    title: "تعرفه‌ها",
    subtitle: "با پلن رایگان شروع کنید و هر وقت کسب‌وکارتان بزرگ‌تر شد، ارتقا دهید.",
    free: {
      label: "برای شروع",
      name: "رایگان",
      description: "برای شروع و آشنایی با ابزارها، با محتوای محدود.",
    },
    base: {
      label: "پایه",
      description: "محتوای روزانه و پیام هوشمند برای یک فروشگاه یا سازندهٔ محتوا.",
      saving: "۵۰٪ صرفه‌جویی نسبت به پرداخت روزانه",
    },
    special: {
      label: "ویژه",
      description: "برای تیم‌ها: چند حساب، تحلیل کامل، API و مشاور اختصاصی.",
    },
    startFree: "رایگان شروع کنید",
    getStarted: "شروع کنید",
    toDashboard: "رفتن به داشبورد",
    compareAll: "مقایسهٔ همهٔ پلن‌ها، از جمله پرو",
  },
  subscriptions: {
    signIn: {
      title: "برای دیدن و خرید پلن‌ها وارد شوید",
      description: "پس از ورود، پلن‌ها، قیمت‌ها و مقایسهٔ کامل آن‌ها را می‌بینید.",
      button: "ورود یا ثبت‌نام",
    },
    title: "پلن مناسب کسب‌وکارتان را انتخاب کنید",
    subtitle: "هر پلن {{days}} روز اعتبار دارد و خودکار تمدید نمی‌شود.",
    currentPlan: "شما پلن {{plan}} را دارید",
    activePlan: "پلن فعال شما",
    choose: "انتخاب {{plan}}",
    descriptions: {
      eco: "شروعی جدی: پیام هوشمند و ایدهٔ روزانه برای یک کسب‌وکار.",
      pro: "برای رشد سریع: پیام نامحدود، موسیقی وایرال و زمان‌بندی هوشمند.",
      ultra: "برای تیم‌ها و برندها: همه‌چیز نامحدود، API و مشاورهٔ ماهانه.",
    },
    stats: {
      title: "در یک نگاه",
      activeUsers: "کاربر فعال",
      engagement: "افزایش تعامل",
      timeSaving: "صرفه‌جویی در زمان",
      satisfaction: "رضایت کاربران",
      rating: "{{score}} از {{max}}",
    },
    testimonials: {
      title: "کاربران دربارهٔ ما چه می‌گویند",
      sara: {
        name: "سارا محمدی",
        role: "فروشگاه آنلاین پوشاک",
        quote: "کپشن و هشتگ هر روز آماده است و من فقط عکس محصول را می‌گذارم. وقتم برای فروش آزاد شده.",
      },
      reza: {
        name: "رضا کریمی",
        role: "تولیدکنندهٔ محتوای آشپزی",
        quote: "ایده‌های روزانه دقیقاً به حوزهٔ کاری من می‌خورد. دیگر جلوی صفحهٔ خالی نمی‌نشینم.",
      },
      negar: {
        name: "نگار احمدی",
        role: "مدیر یک آژانس بازاریابی دیجیتال",
        quote: "با پلن اولترا چند حساب مشتری را کنار هم مدیریت می‌کنیم و گزارش‌ها برای جلسه‌هایمان کافی است.",
      },
    },
    guarantee: {
      title: "ضمانت ۳۰ روزهٔ بازگشت وجه",
      description: "اگر تا ۳۰ روز پس از پرداخت از پلن‌تان راضی نبودید، به پشتیبانی بگویید تا مبلغ را به شما برگردانیم.",
    },
    faq: {
      title: "پرسش‌های پرتکرار",
      upgrade: {
        question: "چطور پلنم را ارتقا بدهم؟",
        answer:
          "پلن بالاتر را در همین صفحه انتخاب کنید و قیمت ماهانهٔ آن را بپردازید. پلن تازه بلافاصله فعال می‌شود و روزهای باقی‌ماندهٔ پلن فعلی‌تان هم به ۳۰ روز آن اضافه می‌شود.",
      },
      downgrade: {
        question: "می‌توانم به پلن ارزان‌تر بروم؟",
        answer:
          "بله. پلن‌ها خودکار تمدید نمی‌شوند؛ وقتی دورهٔ فعلی‌تان تمام شد، پلن ارزان‌تر را از همین صفحه بخرید. اگر زودتر آن را بخرید، همان لحظه فعال می‌شود و روزهای باقی‌مانده به آن اضافه می‌شود.",
      },
      cancel: {
        question: "می‌توانم اشتراکم را لغو کنم؟",
        answer:
          "بله، هر وقت بخواهید. کافی است دوباره خرید نکنید: هیچ مبلغی خودکار کسر نمی‌شود و تا پایان دوره‌ای که پرداخت کرده‌اید به همهٔ امکانات پلن دسترسی دارید.",
      },
      annual: {
        question: "خرید سالانه تخفیف دارد؟",
        answer:
          "خرید سالانه ۲۰٪ تخفیف دارد، اما هنوز از این صفحه نمی‌شود آن را خرید: پلن‌ها اینجا ماه‌به‌ماه فروخته می‌شوند. برای خرید سالانه با پشتیبانی تماس بگیرید.",
      },
      payment: {
        question: "چطور پرداخت کنم؟",
        answer:
          "با هر کارت بانکی عضو شتاب، از طریق درگاه پرداخت کارتی. شمارهٔ کارت شما هیچ‌وقت روی سرورهای ما ذخیره نمی‌شود.",
      },
    },
    support: {
      title: "پرسش دیگری دارید؟",
      description: "تیم پشتیبانی شنبه تا پنجشنبه از ساعت ۹ تا ۱۸ پاسخ‌گوی شماست.",
      button: "تماس با پشتیبانی",
    },
  },
};

const en: typeof fa = {
  plans: {
    perMonth: "per month",
    mostPopular: "most popular",
    featuresOf: "What the {{plan}} plan includes",
    paymentNote: "Pay securely with any Iranian bank card through a card payment gateway.",
    comparisonLine: "{{feature}}: {{value}}",
    compare: {
      title: "Full comparison of the plans",
      show: "Show the full comparison",
      hide: "Hide the comparison",
      scrollHint: "Swipe the table sideways to see every plan",
      scrollRegion: "Plan comparison table, scrolls sideways",
      feature: "Feature",
      countPlus: "{{value}}+",
      categories: {
        messaging: "Smart messaging",
        content: "Content creation",
        connections: "Connections",
        analytics: "Analytics",
        support: "Support",
      },
      features: {
        aiMessages: "AI messages per month",
        autoReplies: "Auto-replies for a messaging app",
        personalisation: "Message personalisation",
        dailyIdea: "Daily idea",
        styles: "Styles",
        viralMusic: "Viral music suggestion",
        smartScheduling: "Smart scheduling",
        photoAccount: "Social photo account",
        messagingAccount: "Messaging account",
        dedicatedApi: "Dedicated API",
        dashboard: "Analytics dashboard",
        behaviour: "User behaviour analysis",
        crm: "CRM integration",
        supportType: "Support type",
        responseTime: "Response time",
        accountManager: "Dedicated account manager",
        consulting: "Monthly consulting",
      },
      values: {
        yes: "yes",
        no: "no",
        unlimited: "unlimited",
        staging: "staging",
        full: "full",
        fullPlusApi: "full plus API",
        unlimitedPlusConsulting: "unlimited plus consulting",
        unlimitedPlusCustom: "unlimited plus custom",
        basic: "basic",
        advanced: "advanced",
        fullPlusKpi: "full plus KPI",
        email: "email",
        priority: "priority",
        vip: "VIP 24/7",
        hours24to48: "24-48 hours",
        under6Hours: "under 6 hours",
        immediate: "immediate",
      },
    },
  },
  pricing: {
    title: "Pricing",
    subtitle: "Start with the free plan and upgrade whenever your business grows.",
    free: {
      label: "Starter",
      name: "Free",
      description: "To get started and try the tools, with limited content.",
    },
    base: {
      label: "Base",
      description: "Daily content and smart messaging for one shop or creator.",
      saving: "50% saving versus daily",
    },
    special: {
      label: "Special",
      description: "For teams: several accounts, full analytics, an API and a dedicated consultant.",
    },
    startFree: "Start free",
    getStarted: "Get started",
    toDashboard: "Go to your dashboard",
    compareAll: "Compare all plans, including Pro",
  },
  subscriptions: {
    signIn: {
      title: "Sign in to view and buy plans",
      description: "Once you are signed in you can see the plans, their prices and a full comparison.",
      button: "Sign in or sign up",
    },
    title: "Choose the plan for your business",
    subtitle: "Each plan lasts {{days}} days and never renews by itself.",
    currentPlan: "you have the {{plan}} plan",
    activePlan: "your active plan",
    choose: "choose {{plan}}",
    descriptions: {
      eco: "A serious start: smart messaging and a daily idea for one business.",
      pro: "For fast growth: unlimited messages, viral music and smart scheduling.",
      ultra: "For teams and brands: everything unlimited, an API and monthly consulting.",
    },
    stats: {
      title: "At a glance",
      activeUsers: "active users",
      engagement: "engagement increase",
      timeSaving: "time saving",
      satisfaction: "satisfaction",
      rating: "{{score}}/{{max}}",
    },
    testimonials: {
      title: "What our users say",
      sara: {
        name: "Sara Mohammadi",
        role: "Online clothing shop",
        quote: "Captions and hashtags are ready every day; I only add the product photo. My time goes to selling now.",
      },
      reza: {
        name: "Reza Karimi",
        role: "Cooking content creator",
        quote: "The daily ideas fit my field exactly. I no longer sit in front of an empty page.",
      },
      negar: {
        name: "Negar Ahmadi",
        role: "Head of a digital marketing agency",
        quote: "With Ultra we run several client accounts side by side, and the reports are enough for our meetings.",
      },
    },
    guarantee: {
      title: "30-day money-back guarantee",
      description: "If you are not happy with your plan within 30 days of paying, tell support and we will refund you.",
    },
    faq: {
      title: "Frequently asked questions",
      upgrade: {
        question: "How do I upgrade my plan?",
        answer:
          "Choose the higher plan on this page and pay its monthly price. The new plan starts at once, and the days left on your current plan are added to its 30 days.",
      },
      downgrade: {
        question: "Can I move to a cheaper plan?",
        answer:
          "Yes. Plans never renew by themselves: when your current period ends, buy the cheaper plan on this page. If you buy it sooner, it starts at once and the days you have left are added to it.",
      },
      cancel: {
        question: "Can I cancel my subscription?",
        answer:
          "Yes, any time. Simply do not buy again: nothing is charged automatically, and you keep everything in your plan until the end of the period you paid for.",
      },
      annual: {
        question: "Is there a discount for a year?",
        answer:
          "An annual purchase has a 20% discount, but it cannot be bought on this page yet: plans here are sold month by month. To buy a year, contact support.",
      },
      payment: {
        question: "How do I pay?",
        answer:
          "With any Iranian (Shetab) bank card, through a card payment gateway. Your card number is never stored on our servers.",
      },
    },
    support: {
      title: "Still have a question?",
      description: "Our support team answers Saturday to Thursday, 9:00 to 18:00.",
      button: "Contact support",
    },
  },
};

export const plansCatalog = { fa, en };
registerPageCatalog(plansCatalog);
