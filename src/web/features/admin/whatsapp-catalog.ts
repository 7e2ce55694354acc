// admin.whatsapp (000 §2): the WhatsApp tab; §8 the test message's answer, the English one word for word.
const fa = {
  title: "پیام‌های واتس‌اپ",
  description: "۵۰ پیام آخر، تازه‌ترها اول.",
  total: "تعداد کل پیام‌ها: {{number}}",
  loading: "در حال دریافت پیام‌های واتس‌اپ…",
  failed: "پیام‌های واتس‌اپ دریافت نشد",
  empty: "هنوز پیام واتس‌اپی ثبت نشده است",
  caption: "پیام‌های واتس‌اپ",
  columns: { time: "زمان", number: "شماره", content: "متن پیام", direction: "جهت" },
  incoming: "دریافتی",
  outgoing: "ارسالی",
  notConfigured: "برای ارسال پیام آزمایشی، یک شمارهٔ واتس‌اپ را در <route>/adminto</route> وصل کنید.",
  test: {
    open: "ارسال دوبارهٔ پیام آزمایشی",
    title: "ارسال دوبارهٔ پیام آزمایشی واتس‌اپ",
    description: "پیام آزمایشی واتس‌اپ به این نام و شماره فرستاده می‌شود.",
    name: "نام",
    phone: "شمارهٔ موبایل",
    phoneHint: "مثل ۰۹۱۲۱۲۳۴۵۶۷ یا \u2066+۹۸۹۱۲۱۲۳۴۵۶۷\u2069",
    cancel: "انصراف",
    submit: "ارسال",
    sent: "پیام دوباره ارسال شد",
  },
};

const en: typeof fa = {
  title: "WhatsApp messages",
  description: "The latest 50 messages, newest first.",
  total: "Total messages: {{number}}",
  loading: "Loading WhatsApp messages…",
  failed: "The WhatsApp messages could not be loaded",
  empty: "No WhatsApp messages yet",
  caption: "WhatsApp messages",
  columns: { time: "Time", number: "Number", content: "Message", direction: "Direction" },
  incoming: "Incoming",
  outgoing: "Outgoing",
  notConfigured: "To send test messages, connect a WhatsApp number at <route>/adminto</route>.",
  test: {
    open: "Send test message again",
    title: "Send the WhatsApp test message again",
    description: "The WhatsApp test message goes to this name and number.",
    name: "Name",
    phone: "Mobile number",
    phoneHint: "Like 09121234567 or +989121234567",
    cancel: "Cancel",
    submit: "Send",
    sent: "message sent again",
  },
};

export const adminWhatsappCatalog = { fa, en };
