import { registerPageCatalog } from "@/i18n/page-catalog";

// Issue 36, DESIGN 31: shipping an order with its carrier and tracking code, on the orders tab.
const fa = {
  tracking: {
    carriers: { iran_post: "پست ایران", tipax: "تیپاکس", other: "سایر (پیک، باربری و…)" },
    ship: {
      title: "ارسال سفارش {{number}}",
      description: "شرکت حمل و کد رهگیری را وارد کنید؛ خریدار کد و پیوند پیگیری را در ربات می‌گیرد.",
      editTitle: "کد رهگیری سفارش {{number}}",
      editDescription: "کد را اضافه یا اصلاح کنید؛ کد تازه برای خریدار فرستاده می‌شود.",
      carrier: "شرکت حمل",
      code: "کد رهگیری",
      codeHintIranPost: "۲۴ رقم؛ با ارقام فارسی یا لاتین، با فاصله یا خط تیره یا بدون آن.",
      codeHintOther: "همان کدی که شرکت حمل به شما داده است.",
      submit: "ثبت ارسال",
      save: "ذخیرهٔ کد",
      withoutCode: "ارسال بدون کد",
      withoutCodeHint: "برای پیک یا تحویل حضوری، کد لازم نیست.",
      cancel: "انصراف",
      loading: "در حال خواندن روش ارسال سفارش…",
    },
    edit: "ویرایش کد رهگیری",
    editLabel: "ویرایش کد رهگیری، سفارش {{number}}",
    trackLink: "پیگیری مرسوله در سایت {{carrier}}",
    history: "کد رهگیری: {{to}}",
    toasts: {
      shipped: "سفارش {{number}} ارسال شد",
      shipFailed: "خطا در ثبت ارسال",
      saved: "کد رهگیری سفارش {{number}} ذخیره شد",
      saveFailed: "خطا در ذخیرهٔ کد رهگیری",
    },
    validation: {
      carrierRequired: "شرکت حمل را انتخاب کنید",
      codeRequired: "کد رهگیری را وارد کنید",
      codeTooLong: "کد رهگیری حداکثر ۱۰۰ نویسه است",
      iranPostCodeInvalid: "کد رهگیری پست باید ۲۴ رقم باشد",
      onlyWhenShipped: "کد رهگیری فقط هنگام ثبت ارسال داده می‌شود",
      invalidCharacters: "کد رهگیری باید یک خط و بدون نویسهٔ نامعتبر باشد",
    },
  },
};

const en: typeof fa = {
  tracking: {
    carriers: { iran_post: "Iran Post", tipax: "Tipax", other: "Other (courier, freight…)" },
    ship: {
      title: "Ship order {{number}}",
      description: "Enter the carrier and the tracking code; the buyer gets the code and a tracking link in the bot.",
      editTitle: "Tracking code of order {{number}}",
      editDescription: "Add or correct the code; the buyer is sent the new one.",
      carrier: "Carrier",
      code: "Tracking code",
      codeHintIranPost: "24 digits, Persian or Latin, with or without spaces or dashes.",
      codeHintOther: "The code the carrier gave you.",
      submit: "Mark shipped",
      save: "Save code",
      withoutCode: "Ship without a code",
      withoutCodeHint: "A courier or a pickup needs no code.",
      cancel: "Cancel",
      loading: "Reading the order's shipping method…",
    },
    edit: "Edit tracking code",
    editLabel: "Edit tracking code, order {{number}}",
    trackLink: "Track the parcel on {{carrier}}'s site",
    history: "Tracking code: {{to}}",
    toasts: {
      shipped: "Order {{number}} is shipped",
      shipFailed: "error marking the order shipped",
      saved: "Tracking code of order {{number}} saved",
      saveFailed: "error saving the tracking code",
    },
    validation: {
      carrierRequired: "choose the carrier",
      codeRequired: "enter the tracking code",
      codeTooLong: "a tracking code is at most 100 characters",
      iranPostCodeInvalid: "an Iran Post tracking code is 24 digits",
      onlyWhenShipped: "a tracking code is given only when the order is marked shipped",
      invalidCharacters: "a tracking code is one line without invalid characters",
    },
  },
};

export const trackingCatalog = { fa, en };
registerPageCatalog(trackingCatalog);
