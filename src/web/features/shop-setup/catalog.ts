import { registerPageCatalog } from "@/i18n/page-catalog";

// Issue 35: the first steps of a seller who has not sold yet, at the top of /dashboard.
const fa = {
  shopSetup: {
    title: "راه‌اندازی فروشگاه در چهار قدم",
    description: "از ربات تا اولین سفارش پرداخت‌شده، چند دقیقه بیشتر نیست.",
    progress: "{{done}} از {{total}} قدم انجام شده",
    dismiss: "بستن این راهنما",
    done: "انجام شد",
    next: "قدم بعدی",
    allDone: "فروشگاه آماده است. نشانی ربات را برای خریداران بفرستید؛ این راهنما با اولین سفارش کنار می‌رود.",
    loadFailed: "قدم‌های راه‌اندازی خوانده نشد.",
    retry: "تلاش دوباره",
    steps: {
      bot: {
        title: "ربات خود را وصل کنید",
        hint: "در BotFather یک ربات بسازید و توکن آن را این‌جا بچسبانید.",
        doneHint: "ربات ‎@{{username}}‎ وصل است.",
        action: "وصل کردن ربات",
      },
      product: {
        title: "اولین محصولتان را اضافه کنید",
        hint: "نام، قیمت و یک عکس کافی است.",
        soldOutHint: "محصولاتتان ناموجود یا غیرفعال‌اند؛ خریداران چیزی برای خرید نمی‌بینند.",
        doneHint: "{{count}} محصول آماده فروش است.",
        action: "رفتن به محصولات",
      },
      payment: {
        title: "روش پرداخت خریداران را انتخاب کنید",
        hint: "کارت‌به‌کارت با شماره کارت، یا درگاه زرین‌پال خودتان.",
        doneGateway: "خریداران با درگاه زرین‌پال پرداخت می‌کنند.",
        doneCard: "خریداران کارت‌به‌کارت پرداخت می‌کنند.",
        doneBoth: "خریداران با درگاه زرین‌پال یا کارت‌به‌کارت پرداخت می‌کنند.",
        addCard: "راه‌اندازی کارت‌به‌کارت",
        gateway: "راه‌اندازی درگاه زرین‌پال",
      },
      start: {
        title: "ربات را باز کنید و ‎/start‎ بفرستید",
        hint: "فروشگاهتان را همان‌طور ببینید که خریدار می‌بیند.",
        needsBot: "اول ربات را وصل کنید.",
        doneHint: "ربات به شما جواب داد.",
        open: "باز کردن ‎@{{username}}‎",
        qr: "کد QR ربات ‎@{{username}}‎: با دوربین گوشی اسکن کنید",
      },
    },
  },
};

const en: typeof fa = {
  shopSetup: {
    title: "Set up your shop in four steps",
    description: "From your bot to a first paid order takes a few minutes.",
    progress: "{{done}} of {{total}} steps done",
    dismiss: "Hide these steps",
    done: "Done",
    next: "Next step",
    allDone: "Your shop is ready. Send your bot's link to buyers; these steps go away with the first order.",
    loadFailed: "The setup steps could not be loaded.",
    retry: "Try again",
    steps: {
      bot: {
        title: "Connect your bot",
        hint: "Make a bot with BotFather and paste its token here.",
        doneHint: "@{{username}} is connected.",
        action: "Connect a bot",
      },
      product: {
        title: "Add your first product",
        hint: "A name, a price and a photo are enough.",
        soldOutHint: "Your products are sold out or unavailable: buyers see nothing to buy.",
        doneHint: "{{count}} product(s) for sale.",
        action: "Go to products",
      },
      payment: {
        title: "Choose how buyers pay",
        hint: "Card-to-card with your card number, or your own Zarinpal gateway.",
        doneGateway: "Buyers pay through your Zarinpal gateway.",
        doneCard: "Buyers pay card-to-card.",
        doneBoth: "Buyers pay through your Zarinpal gateway or card-to-card.",
        addCard: "Set up card-to-card",
        gateway: "Set up the Zarinpal gateway",
      },
      start: {
        title: "Open your bot and send /start",
        hint: "See your shop the way a buyer does.",
        needsBot: "Connect your bot first.",
        doneHint: "Your bot answered you.",
        open: "Open @{{username}}",
        qr: "QR code of @{{username}}: scan it with your phone's camera",
      },
    },
  },
};

export const shopSetupCatalog = { fa, en };
registerPageCatalog(shopSetupCatalog);
