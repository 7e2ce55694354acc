import type { ChannelFailureReason } from "@shared/publishing";
import { registerPageCatalog } from "@/i18n/page-catalog";

// Issue 19: the connections tab's channels card. Each reason the platform refuses says what to fix.
const fa = {
  channels: {
    title: "کانال‌ها",
    platforms: { telegram: "تلگرام", bale: "بله" },
    description: "کانال تلگرام یا بله خود را به یکی از ربات‌هایتان وصل کنید تا ربات پست‌هایتان را در آن منتشر کند.",
    openCalendar: "تقویم انتشار",
    noBot: {
      title: "اول یک ربات وصل کنید",
      hint: "کانال به یکی از ربات‌های شما وصل می‌شود و ربات در آن پست می‌گذارد. با فرم «اتصال ربات» در بالا رباتتان را وصل کنید.",
    },
    form: {
      bot: "ربات",
      botOption: "{{username}} · {{platform}}",
      botInactive: "{{username}} · {{platform}} (غیرفعال)",
      channel: "کانال",
      channelHint: "نام کاربری کانال با @، پیوند آن در \u2066t.me\u2069 یا \u2066ble.ir\u2069، یا شناسهٔ عددی کانال",
      adminHint: "پیش از وصل کردن، ربات را در تنظیمات کانال مدیر (ادمین) کنید و اجازهٔ «ارسال پیام» را به آن بدهید.",
      link: "وصل کردن کانال",
      linking: "در حال بررسی کانال…",
      linked: "کانال «{{title}}» وصل شد",
      failed: "کانال وصل نشد",
    },
    validation: {
      botRequired: "یک ربات انتخاب کنید",
      channelRequired: "کانال را وارد کنید",
      channelFormat:
        "نام کاربری کانال را با @، پیوند \u2066t.me\u2069 یا \u2066ble.ir\u2069 آن، یا شناسهٔ عددی کانال را وارد کنید",
    },
    reasons: {
      bot_not_member:
        "ربات {{bot}} عضو این کانال نیست. در تنظیمات کانال، ربات را به‌عنوان مدیر اضافه کنید و اجازهٔ «ارسال پیام» را بدهید.",
      bot_not_admin:
        "ربات {{bot}} در کانال عضو است اما مدیر نیست. آن را مدیر کانال کنید و اجازهٔ «ارسال پیام» را بدهید.",
      bot_cannot_post:
        "ربات {{bot}} مدیر کانال است اما اجازهٔ «ارسال پیام» ندارد. این اجازه را در دسترسی‌های مدیر روشن کنید.",
      chat_not_found:
        "کانال پیدا نشد یا خصوصی است. نشانی را بررسی کنید؛ برای کانال خصوصی، اول ربات را مدیر کانال کنید یا کانال را عمومی کنید و @نام‌کاربری آن را بنویسید.",
      not_a_channel: "این یک گروه است، نه کانال. یک کانال را وصل کنید.",
      bot_token_invalid: "توکن ربات {{bot}} دیگر کار نمی‌کند. ربات را در بالا دوباره وصل کنید.",
      platform_unreachable: "پیام‌رسان پاسخ نداد. چند لحظه بعد دوباره تلاش کنید.",
      refused: "پیام‌رسان نپذیرفت: {{detail}}",
      product_gone: "محصول این پست حذف شده است.",
      bot_inactive: "این ربات غیرفعال شده است؛ با پشتیبانی تماس بگیرید.",
    } satisfies Record<ChannelFailureReason, string>,
    list: {
      title: "کانال‌های وصل‌شده",
      loading: "در حال دریافت کانال‌ها…",
      loadFailed: "کانال‌ها دریافت نشد",
      retry: "تلاش دوباره",
      empty: "هنوز کانالی وصل نکرده‌اید",
      emptyHint: "با فرم بالا اولین کانالتان را وصل کنید تا ربات در آن پست بگذارد.",
      privateChannel: "کانال خصوصی",
      via: "با ربات {{bot}}",
      linkedOn: "وصل‌شده: {{date}}",
      unlink: "جدا کردن کانال {{title}}",
    },
    unlink: {
      title: "کانال «{{title}}» جدا شود؟",
      description:
        "ربات دیگر در این کانال پست نمی‌گذارد و پست‌های زمان‌بندی‌شدهٔ آن منتشر نمی‌شوند. پست‌های قبلی و نتیجه‌هایشان می‌مانند. بعداً می‌توانید دوباره وصلش کنید.",
      cancel: "انصراف",
      confirm: "جدا کردن کانال",
      done: "کانال جدا شد",
      failed: "کانال جدا نشد",
    },
  },
};

const en: typeof fa = {
  channels: {
    title: "Channels",
    platforms: { telegram: "Telegram", bale: "Bale" },
    description: "Link your Telegram or Bale channel to one of your bots, and the bot publishes your posts there.",
    openCalendar: "Publishing calendar",
    noBot: {
      title: "Connect a bot first",
      hint: "A channel is linked to one of your bots, which posts in it. Connect your bot with the “Connect a bot” form above.",
    },
    form: {
      bot: "Bot",
      botOption: "{{username}} · {{platform}}",
      botInactive: "{{username}} · {{platform}} (inactive)",
      channel: "Channel",
      channelHint: "The channel's @username, its link (t.me/… or ble.ir/…) or its -100… id",
      adminHint: "Before linking, make the bot an administrator of the channel with the “Post messages” right.",
      link: "Link channel",
      linking: "Checking the channel…",
      linked: "Channel “{{title}}” linked",
      failed: "The channel was not linked",
    },
    validation: {
      botRequired: "Choose a bot",
      channelRequired: "Enter the channel",
      channelFormat: "Enter the channel's @username, a t.me or ble.ir link, or its -100… id",
    },
    reasons: {
      bot_not_member:
        "{{bot}} is not in this channel. In the channel's settings, add the bot as an administrator with the “Post messages” right.",
      bot_not_admin:
        "{{bot}} is in the channel but not an administrator. Make it an administrator with the “Post messages” right.",
      bot_cannot_post:
        "{{bot}} is an administrator but may not post. Turn on “Post messages” in its administrator rights.",
      chat_not_found:
        "The channel was not found, or it is private. Check the address; for a private channel, make the bot an administrator first, or make the channel public and use its @username.",
      not_a_channel: "This is a group, not a channel. Link a channel.",
      bot_token_invalid: "{{bot}}'s token stopped working. Connect the bot again above.",
      platform_unreachable: "The messenger did not answer. Try again in a moment.",
      refused: "The messenger refused: {{detail}}",
      product_gone: "This post's product was deleted.",
      bot_inactive: "This bot has been deactivated; please contact support.",
    },
    list: {
      title: "Linked channels",
      loading: "Loading your channels…",
      loadFailed: "Your channels could not be loaded",
      retry: "Try again",
      empty: "No channel linked yet",
      emptyHint: "Link your first channel with the form above, and the bot can post in it.",
      privateChannel: "Private channel",
      via: "via {{bot}}",
      linkedOn: "Linked {{date}}",
      unlink: "Unlink channel {{title}}",
    },
    unlink: {
      title: "Unlink “{{title}}”?",
      description:
        "The bot stops posting in this channel and its scheduled posts will not go out. Earlier posts and their results stay. You can link it again later.",
      cancel: "Cancel",
      confirm: "Unlink channel",
      done: "Channel unlinked",
      failed: "The channel was not unlinked",
    },
  },
};

export const channelsCatalog = { fa, en };
registerPageCatalog(channelsCatalog);
