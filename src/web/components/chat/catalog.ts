import { registerPageCatalog } from "@/i18n/page-catalog";

// The chat screens' messages (both chats and the daily content assistant): they load with the page that shows them, not with the landing page.
const fa = {
  chat: {
    title: "چت هوشمند",
    signIn: {
      title: "برای استفاده از چت هوشمند وارد شوید",
      description: "گفت‌وگوهایتان ذخیره می‌شوند و هر وقت برگردید همین‌جا منتظرتان هستند.",
      button: "ورود به حساب",
    },
    conversations: {
      title: "گفت‌وگوها",
      open: "گفت‌وگوها",
      close: "بستن فهرست گفت‌وگوها",
      description: "گفت‌وگوهای ذخیره‌شدهٔ شما",
      loading: "در حال بارگذاری گفت‌وگوها…",
      empty: "هنوز گفت‌وگویی ندارید.",
      loadMore: "گفت‌وگوهای قدیمی‌تر",
    },
    newChat: "گفت‌وگوی تازه",
    rename: "تغییر نام",
    renameLabel: "عنوان تازهٔ گفت‌وگو",
    save: "ذخیره",
    cancel: "انصراف",
    delete: "حذف",
    deleteDialog: {
      title: "این گفت‌وگو حذف شود؟",
      description: "«{{title}}» و همهٔ پیام‌هایش برای همیشه حذف می‌شوند.",
      confirm: "حذف گفت‌وگو",
    },
    empty: {
      title: "امروز چه بسازیم؟",
      subtitle: "یکی از پیشنهادها را انتخاب کنید یا پیام خودتان را بنویسید.",
      suggestionsLabel: "پیشنهادها",
    },
    suggestions: {
      caption: "یک کپشن جذاب برای معرفی محصول تازه‌ام بنویس",
      ideas: "پنج ایدهٔ محتوا برای اینستاگرام این هفته پیشنهاد بده",
      hashtags: "هشتگ‌های مناسب برای پیج فروشگاهی‌ام پیشنهاد بده",
      bio: "یک بیوی حرفه‌ای برای پیج اینستاگرامم بنویس",
    },
    messagesLabel: "پیام‌ها",
    loadingMessages: "در حال بارگذاری پیام‌ها…",
    loadEarlier: "پیام‌های قبلی",
    you: "شما:",
    assistant: "دستیار:",
    typing: "دستیار در حال نوشتن است…",
    messageLabel: "پیام شما",
    messagePlaceholder: "پیامتان را بنویسید…",
    messageHint: "Enter برای ارسال، Shift+Enter برای خط تازه",
    send: "ارسال",
    stop: "توقف",
    copy: "کپی",
    copied: "کپی شد",
    copyFailed: "کپی انجام نشد",
    offlineEngine: "موتور آفلاین",
    offlineEngineHint: "این پاسخ را موتور داخلی و آفلاین برنامه نوشته است، نه یک مدل زبانی بیرونی.",
    quota: {
      upgrade: "ارتقا به نسخهٔ ویژه",
    },
    // One allowance for the chat, "your intelligence" and the content assistant (DESIGN d5).
    allowance: {
      left: {
        day: "{{remaining}} از {{limit}} پیام رایگان هوش مصنوعی امروز باقی مانده — مشترک میان چت، هوش شما و دستیار محتوا",
        month: "{{remaining}} از {{limit}} پیام هوش مصنوعی این ماه باقی مانده — مشترک میان چت، هوش شما و دستیار محتوا",
      },
      usedUp: {
        day: "هر {{limit}} پیام رایگان هوش مصنوعی امروز را استفاده کرده‌اید (مشترک میان چت، هوش شما و دستیار محتوا). فردا دوباره {{limit}} پیام رایگان دارید، یا می‌توانید اشتراک بگیرید.",
        month:
          "هر {{limit}} پیام هوش مصنوعی این ماه را استفاده کرده‌اید (مشترک میان چت، هوش شما و دستیار محتوا). برای ادامه، پلن بالاتری بگیرید.",
      },
    },
    plans: {
      intro: "پیام‌های هوش مصنوعی شما تمام شده است. برای ادامهٔ گفت‌وگو یکی از پلن‌ها را انتخاب کنید:",
      perMonth: "{{price}} در ماه",
      link: "مشاهدهٔ پلن‌ها و خرید اشتراک",
      features: {
        aiMessagesPerMonth_one: "چت بیشتر: {{value}} پیام هوش مصنوعی در ماه",
        aiMessagesPerMonth_other: "چت بیشتر: {{value}} پیام هوش مصنوعی در ماه",
        unlimitedChat: "چت نامحدود",
        everythingIn: "همهٔ امکانات {{plan}}، به‌علاوه:",
        dailyIdeas: "ایده‌های روزانهٔ محتوا",
        trendingHashtags: "هشتگ‌های ترند",
        smartCaptions: "کپشن‌های هوشمند",
        musicSuggestions: "پیشنهاد موسیقی",
        timing: "تحلیل بهترین زمان انتشار",
        everythingUnlimited: "همه‌چیز، بدون محدودیت",
        expertConsulting: "مشاورهٔ تخصصی",
      },
    },
    failures: {
      connection: "خطا در اتصال به سرور، اینترنت خود را بررسی کنید و دوباره تلاش کنید",
      connectionToast: "خطا در ارتباط با هوش شما، دوباره تلاش کنید",
      emptyReply: "متأسفانه در تولید پاسخ خطایی رخ داد",
    },
    errors: {
      messageBlank: "پیام خالی را نمی‌توان فرستاد",
      messageTooLong: "پیام حداکثر می‌تواند {{max}} کاراکتر باشد",
      titleBlank: "عنوان گفت‌وگو نمی‌تواند خالی باشد",
      titleTooLong: "عنوان گفت‌وگو بیش از حد طولانی است",
    },
  },
};

const en: typeof fa = {
  chat: {
    title: "AI chat",
    signIn: {
      title: "Log in to use the AI chat",
      description: "Your conversations are saved and waiting for you whenever you come back.",
      button: "Log in",
    },
    conversations: {
      title: "Conversations",
      open: "Conversations",
      close: "Close conversations",
      description: "Your saved conversations",
      loading: "Loading conversations…",
      empty: "No conversations yet.",
      loadMore: "Older conversations",
    },
    newChat: "New chat",
    rename: "Rename",
    renameLabel: "New conversation title",
    save: "Save",
    cancel: "Cancel",
    delete: "Delete",
    deleteDialog: {
      title: "Delete this conversation?",
      description: "“{{title}}” and all its messages will be deleted for good.",
      confirm: "Delete conversation",
    },
    empty: {
      title: "What shall we create today?",
      subtitle: "Pick a suggestion or write your own message.",
      suggestionsLabel: "Suggestions",
    },
    suggestions: {
      caption: "Write a catchy caption to introduce my new product",
      ideas: "Suggest five Instagram content ideas for this week",
      hashtags: "Suggest good hashtags for my shop's page",
      bio: "Write a professional bio for my Instagram page",
    },
    messagesLabel: "Messages",
    loadingMessages: "Loading messages…",
    loadEarlier: "Earlier messages",
    you: "You:",
    assistant: "Assistant:",
    typing: "The assistant is typing…",
    messageLabel: "Your message",
    messagePlaceholder: "Write your message…",
    messageHint: "Enter to send, Shift+Enter for a new line",
    send: "Send",
    stop: "Stop",
    copy: "Copy",
    copied: "copied",
    copyFailed: "Could not copy",
    offlineEngine: "offline engine",
    offlineEngineHint: "This reply was written by the app's built-in offline engine, not an external language model.",
    quota: {
      upgrade: "Upgrade to premium",
    },
    allowance: {
      left: {
        day: "{{remaining}} of {{limit}} free AI messages left today — shared by the chat, your intelligence and the content assistant",
        month:
          "{{remaining}} of {{limit}} AI messages left this month — shared by the chat, your intelligence and the content assistant",
      },
      usedUp: {
        day: "You have used today's {{limit}} free AI messages (shared by the chat, your intelligence and the content assistant). New ones come tomorrow, or subscribe to a plan.",
        month:
          "You have used this month's {{limit}} AI messages (shared by the chat, your intelligence and the content assistant). Choose a higher plan to keep going.",
      },
    },
    plans: {
      intro: "You have used up your AI messages. Choose a plan to keep chatting:",
      perMonth: "{{price}} a month",
      link: "View plans and subscribe",
      features: {
        aiMessagesPerMonth_one: "More chat: {{value}} AI message a month",
        aiMessagesPerMonth_other: "More chat: {{value}} AI messages a month",
        unlimitedChat: "Unlimited chat",
        everythingIn: "Everything in {{plan}}, plus:",
        dailyIdeas: "Daily content ideas",
        trendingHashtags: "Trending hashtags",
        smartCaptions: "Smart captions",
        musicSuggestions: "Music suggestions",
        timing: "Best posting time analysis",
        everythingUnlimited: "Everything, unlimited",
        expertConsulting: "Expert consulting",
      },
    },
    failures: {
      connection: "error connecting to server, check your internet and try again",
      connectionToast: "error connecting to your intelligence, try again",
      emptyReply: "sorry, an error occurred generating the reply",
    },
    errors: {
      messageBlank: "A blank message cannot be sent",
      messageTooLong: "A message can be at most {{max}} characters",
      titleBlank: "The conversation title cannot be empty",
      titleTooLong: "The conversation title is too long",
    },
  },
};

export const chatCatalog = { fa, en };
registerPageCatalog(chatCatalog);
