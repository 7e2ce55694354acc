import { registerPageCatalog } from "@/i18n/page-catalog";

// 001 §2, §5, §8: the bot connect form and the connected bots; English in the specification's words.
const fa = {
  bots: {
    title: "اتصال ربات تلگرام یا بله",
    description: "توکن ربات خود را وارد کنید؛ از آن پس ربات، محصولاتتان را نشان می‌دهد و خودش سفارش می‌گیرد.",
    platform: "پیام‌رسان",
    platforms: { telegram: "تلگرام", bale: "بله" },
    username: "نام کاربری ربات",
    token: "توکن ربات",
    identity: {
      checking: "در حال بررسی توکن…",
      found: "این توکن ربات ‎@{{username}}‎ ({{name}}) است.",
    },
    connect: "اتصال ربات",
    connecting: "در حال اتصال…",
    help: {
      title: "توکن ربات را از کجا بگیرم؟",
      telegram: [
        "در تلگرام، @BotFather را باز کنید و دستور /newbot را بفرستید.",
        "یک نام و یک نام کاربری که به bot ختم شود برای ربات انتخاب کنید.",
        "بات‌فادر توکنی شبیه 123456789:AA… می‌فرستد؛ آن را اینجا بچسبانید تا نام کاربری ربات خودش پر شود.",
      ],
      bale: [
        "در بله، @botfather (بات‌فادر بله) را باز کنید و ربات تازه بسازید.",
        "یک نام و یک نام کاربری که به bot ختم شود برای ربات انتخاب کنید.",
        "توکنی را که بات‌فادر می‌فرستد اینجا بچسبانید تا نام کاربری ربات خودش پر شود.",
      ],
    },
    validation: {
      title: "خطای اعتبارسنجی",
      fillAllFields: "لطفاً همه فیلدها را پر کنید",
      tokenRequired: "توکن ربات الزامی است",
      tokenFormat: "فرمت توکن نامعتبر است",
      usernameFormat: "نام کاربری ربات باید ۳ تا ۳۲ حرف انگلیسی، رقم یا زیرخط باشد",
      invalidCharacters: "این فیلد نویسهٔ نامعتبر دارد",
    },
    connected: "ربات با موفقیت متصل شد",
    connectFailed: "خطا در اتصال ربات",
    unknownError: "خطای ناشناخته",
    signInFirst: "لطفاً ابتدا وارد شوید",
    allowance: {
      used: "{{used}} از {{limit}} ربات پلن {{plan}}",
      unlimited: "پلن {{plan}}: هر تعداد ربات",
      freePlan: "رایگان",
      upgrade: "برای ربات بیشتر، پلن را ارتقا دهید",
    },
    list: {
      title: "ربات‌های متصل",
      loading: "در حال دریافت ربات‌ها…",
      loadFailed: "خطا در دریافت اطلاعات",
      retry: "تلاش دوباره",
      empty: "هنوز رباتی وصل نکرده‌اید",
      emptyHint: "با فرم بالا اولین ربات فروشگاهتان را وصل کنید.",
      connectedOn: "اتصال: {{date}}",
      active: "فعال",
      inactive: "غیرفعال",
      tokenLabel: "توکن:",
      open: "باز کردن ربات",
      byWebhook: "پیام‌ها با وب‌هوک به ربات می‌رسند.",
      byPolling:
        "پیام‌ها با دریافت دوره‌ای (polling) به ربات می‌رسند؛ روی رایانهٔ خودتان مناسب است. برای اجرای واقعی، APP_URL را یک نشانی https بگذارید.",
      lastMessage: "آخرین پیام: {{time}}",
      tokenRevoked:
        "تلگرام یا بله دیگر توکن این ربات را نمی‌پذیرد (شاید در BotFather عوض شده). ربات را با توکن تازه‌اش دوباره وصل کنید.",
      polledElsewhere:
        "برنامهٔ دیگری با همین توکن پیام‌های این ربات را می‌گیرد (مثلاً ربات‌سازی که قبلاً استفاده می‌کردید). آن را خاموش کنید یا در BotFather توکن تازه بگیرید و ربات را دوباره وصل کنید.",
      unreachable:
        "از {{time}} به ربات دسترسی نیست و پیام‌ها دریافت نمی‌شوند. اتصال اینترنت سرور را بررسی کنید؛ برنامه خودش دوباره تلاش می‌کند.",
      delete: "حذف ربات {{username}}",
    },
    remove: {
      title: "ربات {{username}} حذف شود؟",
      description:
        "ربات دیگر از طرف فروشگاه شما به خریداران پاسخ نمی‌دهد و وب‌هوک آن برداشته می‌شود. بعداً می‌توانید دوباره وصلش کنید.",
      cancel: "انصراف",
      confirm: "حذف ربات",
      deleted: "ربات حذف شد",
      failed: "خطا در حذف ربات",
    },
  },
};

const en: typeof fa = {
  bots: {
    title: "Connect a Telegram or Bale bot",
    description: "Enter your bot's token: from then on the bot shows your products and takes orders by itself.",
    platform: "Messenger",
    platforms: { telegram: "Telegram", bale: "Bale" },
    username: "Bot username",
    token: "Bot token",
    identity: {
      checking: "Checking the token…",
      found: "This token opens @{{username}} ({{name}}).",
    },
    connect: "Connect bot",
    connecting: "Connecting…",
    help: {
      title: "Where do I get a bot token?",
      telegram: [
        "In Telegram, open @BotFather and send /newbot.",
        "Choose a name, and a username that ends in bot.",
        "BotFather sends a token like 123456789:AA…; paste it here and the bot's username fills itself in.",
      ],
      bale: [
        "In Bale, open @botfather (Bale's bot father) and create a new bot.",
        "Choose a name, and a username that ends in bot.",
        "Paste the token the bot father sends here and the bot's username fills itself in.",
      ],
    },
    validation: {
      title: "Validation error",
      fillAllFields: "please fill all fields",
      tokenRequired: "bot token is required",
      tokenFormat: "invalid token format",
      usernameFormat: "The bot username must be 3 to 32 English letters, digits or underscores",
      invalidCharacters: "This field has a character that is not allowed",
    },
    connected: "bot connected successfully",
    connectFailed: "error connecting the bot",
    unknownError: "unknown error",
    signInFirst: "please log in first",
    allowance: {
      used: "{{used}} of {{limit}} bots on the {{plan}} plan",
      unlimited: "The {{plan}} plan: any number of bots",
      freePlan: "free",
      upgrade: "Upgrade for more bots",
    },
    list: {
      title: "Connected bots",
      loading: "Loading your bots…",
      loadFailed: "error fetching data",
      retry: "Try again",
      empty: "No bot connected yet",
      emptyHint: "Connect your shop's first bot with the form above.",
      connectedOn: "Connected {{date}}",
      active: "Active",
      inactive: "Inactive",
      tokenLabel: "Token:",
      open: "Open bot",
      byWebhook: "Receives messages by webhook.",
      byPolling: "Receives messages by polling: fine on your own computer; set an https APP_URL for production.",
      lastMessage: "Last message: {{time}}",
      tokenRevoked:
        "Telegram or Bale no longer accepts this bot's token (it may have been revoked at BotFather). Connect the bot again with its new token.",
      polledElsewhere:
        "Another program takes this bot's messages with the same token (a bot builder you used before, say). Stop it, or get a new token from BotFather and connect the bot again.",
      unreachable:
        "The bot has not been reachable since {{time}}, so no messages arrive. Check the server's internet connection; the app keeps trying.",
      delete: "Delete bot {{username}}",
    },
    remove: {
      title: "Delete {{username}}?",
      description:
        "The bot stops answering buyers for your shop and its webhook is removed. You can connect it again later.",
      cancel: "Cancel",
      confirm: "Delete bot",
      deleted: "Bot deleted",
      failed: "error deleting bot",
    },
  },
};

export const botsCatalog = { fa, en };
registerPageCatalog(botsCatalog);
