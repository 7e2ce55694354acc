import { registerPageCatalog } from "@/i18n/page-catalog";

// The messages of /about (001 §2): they load with the page.
const fa = {
  aboutPage: {
    title: "دربارهٔ {{name}}",
    subtitle:
      "{{name}} دستیار هوشمند فارسی‌زبان برای سازندگان محتوا، فروشندگان آنلاین و کسب‌وکارهای ایرانی است: از ایدهٔ پست امروز تا رباتی که محصولات شما را می‌فروشد.",
    stats: {
      title: "{{name}} در چند عدد",
      plans: "پلن ماهانه",
      platforms: "پیام‌رسان و شبکهٔ اجتماعی: تلگرام، بله، واتساپ و اینستاگرام",
      languages: "زبان: فارسی و انگلیسی",
      guaranteeDays: "روز ضمانت بازگشت وجه",
    },
    mission: {
      title: "مأموریت ما",
      text: "کار روزمرهٔ تولید محتوا و فروش آنلاین را برای کسب‌وکارهای کوچک ایرانی ساده کنیم: ایده و کپشن آماده برای هر روز، و رباتی که بی‌وقفه به مشتری‌ها پاسخ می‌دهد و سفارش می‌گیرد؛ به زبان فارسی و با ابزارهایی که در ایران کار می‌کنند.",
    },
    vision: {
      title: "چشم‌انداز ما",
      text: "هر فروشنده و سازندهٔ محتوای ایرانی، هر قدر هم کوچک، دستیاری هوشمند داشته باشد که فارسی را خوب بفهمد، بازار ایران را بشناسد و بدون هیچ کلید و سرویس خارجی کار کند.",
    },
    values: {
      title: "ارزش‌های ما",
      honesty: {
        title: "صداقت",
        text: "عددی را که نداریم نشان نمی‌دهیم و آنچه را که انجام نمی‌دهیم وعده نمی‌دهیم؛ پاسخ موتور آفلاین هم برچسب خودش را دارد.",
      },
      persianFirst: {
        title: "اول فارسی",
        text: "راست‌به‌چپ، تقویم شمسی، ارقام فارسی و تومان از روز اول در طراحی بوده‌اند، نه به‌عنوان ترجمه.",
      },
      privacy: {
        title: "احترام به حریم خصوصی",
        text: "فقط آنچه لازم است نگه می‌داریم، کلیدها و کارت‌ها را رمزنگاری می‌کنیم و هیچ ردیاب یا تبلیغی در کار نیست.",
      },
      availability: {
        title: "در دسترس در ایران",
        text: "فونت‌ها و فایل‌ها همراه برنامه‌اند و به هیچ سرویس خارجی وابسته نیستند، تا با اینترنت ایران هم سریع باز شود.",
      },
    },
    timeline: {
      title: "مسیر ما",
      launch: {
        title: "راه‌اندازی",
        text: "گفت‌وگو با هوش مصنوعی با موتور آفلاین فارسی، محتوای روزانه و پلن‌های ماهانه با پرداخت زرین‌پال.",
      },
      sellers: {
        title: "میز کار فروشنده",
        text: "ربات‌های تلگرام و بله که محصولات را معرفی می‌کنند و سفارش می‌گیرند، با پرداخت درگاهی یا کارت‌به‌کارت.",
      },
      admin: {
        title: "پنل مدیریت",
        text: "کاربران، ربات‌ها، پرداخت‌ها و مصرف هوش مصنوعی در یک پنل، با ثبت هر اقدام مدیران.",
      },
      support: {
        title: "پشتیبانی و همکاری",
        text: "تیکت‌های پشتیبانی، فرم تماس، فرصت‌های شغلی و متن روشن قوانین و حریم خصوصی.",
      },
    },
    team: {
      title: "تیم ما",
      negar: { name: "نگار رضایی", role: "مدیر محصول" },
      amir: { name: "امیر حسینی", role: "مهندس نرم‌افزار" },
      maryam: { name: "مریم کاظمی", role: "طراح تجربهٔ کاربری" },
      reza: { name: "رضا محمدی", role: "پشتیبانی مشتریان" },
    },
    cta: {
      title: "با ما در ارتباط باشید",
      text: "پرسشی دارید یا می‌خواهید به تیم ما بپیوندید؟",
      contact: "تماس با ما",
      careers: "فرصت‌های شغلی",
    },
  },
};

const en: typeof fa = {
  aboutPage: {
    title: "About {{name}}",
    subtitle:
      "{{name}} is a Persian-first AI assistant for Iranian creators, online sellers and businesses: from today's post idea to a bot that sells your products.",
    stats: {
      title: "{{name}} in numbers",
      plans: "monthly plans",
      platforms: "messaging and social platforms: Telegram, Bale, WhatsApp and Instagram",
      languages: "languages: Persian and English",
      guaranteeDays: "days of money-back guarantee",
    },
    mission: {
      title: "Our mission",
      text: "Make the daily work of content and online selling simple for small Iranian businesses: ideas and captions ready every day, and a bot that answers customers and takes orders around the clock, in Persian and with tools that work in Iran.",
    },
    vision: {
      title: "Our vision",
      text: "Every Iranian seller and creator, however small, has an AI assistant that understands Persian well, knows the Iranian market and works without any foreign key or service.",
    },
    values: {
      title: "Our values",
      honesty: {
        title: "Honesty",
        text: "We show no figure we do not have and promise nothing we do not do; the offline engine's answers carry its own label.",
      },
      persianFirst: {
        title: "Persian first",
        text: "Right-to-left, the Jalali calendar, Persian digits and toman were designed in from day one, not translated in.",
      },
      privacy: {
        title: "Respect for privacy",
        text: "We keep only what is needed, encrypt tokens and cards, and run no trackers or ads.",
      },
      availability: {
        title: "Reachable in Iran",
        text: "Fonts and files ship with the app and depend on no foreign service, so it opens fast on Iranian connections.",
      },
    },
    timeline: {
      title: "Our journey",
      launch: {
        title: "Launch",
        text: "AI chat with the offline Persian engine, daily content, and monthly plans paid through Zarinpal.",
      },
      sellers: {
        title: "Seller workspace",
        text: "Telegram and Bale bots that present products and take orders, paid by gateway or card-to-card.",
      },
      admin: {
        title: "Admin panel",
        text: "Users, bots, payments and AI usage in one panel, with every admin action recorded.",
      },
      support: {
        title: "Support and careers",
        text: "Support tickets, the contact form, job openings, and clear terms and privacy texts.",
      },
    },
    team: {
      title: "Our team",
      negar: { name: "Negar Rezaei", role: "Product lead" },
      amir: { name: "Amir Hosseini", role: "Software engineer" },
      maryam: { name: "Maryam Kazemi", role: "UX designer" },
      reza: { name: "Reza Mohammadi", role: "Customer support" },
    },
    cta: {
      title: "Get in touch",
      text: "Have a question, or want to join our team?",
      contact: "Contact us",
      careers: "Careers",
    },
  },
};

export const aboutCatalog = { fa, en };
registerPageCatalog(aboutCatalog);
