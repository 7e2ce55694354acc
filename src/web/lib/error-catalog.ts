import { registerPageCatalog } from "@/i18n/page-catalog";

// The API's error messages (`errors.<code>`, api-errors.ts): they load with the first page that calls the
// API, not with the landing page.
const fa = {
  errors: {
    validation_failed: "اطلاعات واردشده معتبر نیست",
    malformed_json: "درخواست ارسال‌شده قابل خواندن نبود",
    body_required: "درخواست بدون اطلاعاتش ارسال شد؛ لطفاً دوباره امتحان کنید",
    unsupported_media_type: "درخواست در قالبی ارسال شد که سرور نمی‌پذیرد",
    payload_too_large: "حجم اطلاعات ارسال‌شده بیش از حد مجاز است",
    unauthenticated: "لطفاً ابتدا وارد حساب خود شوید",
    forbidden: "اجازهٔ این کار را ندارید",
    not_found: "موردی که خواستید پیدا نشد",
    rate_limited: "تعداد درخواست‌ها زیاد بود؛ کمی بعد دوباره امتحان کنید",
    quota_exceeded: "پیام‌های هوش مصنوعی پلن شما تمام شده است",
    feature_locked: "این امکان در طرح شما نیست؛ برای استفاده طرحتان را ارتقا دهید",
    payments_disabled: "پرداخت فعلاً در دسترس نیست؛ لطفاً با پشتیبانی تماس بگیرید",
    payment_gateway_unavailable: "درگاه پرداخت پاسخ نداد؛ لطفاً چند لحظه بعد دوباره تلاش کنید",
    avatar_too_large: "حجم فایل نباید بیشتر از ۲ مگابایت باشد",
    not_an_image: "فقط فایل‌های تصویری مجاز هستند",
    ai_unavailable: "خطا در ارتباط با هوش شما، دوباره تلاش کنید",
    internal_error: "خطایی در سرور رخ داد؛ لطفاً دوباره امتحان کنید",
    content_changed: "این محتوا در این فاصله تغییر کرده است؛ صفحه را دوباره بارگذاری کنید و دوباره تلاش کنید",
    cross_site_request: "این درخواست از سایت دیگری آمده بود و پذیرفته نشد؛ لطفاً از خود برنامه استفاده کنید",
    network_failed: "اتصال به سرور برقرار نشد؛ اینترنت خود را بررسی کنید",
    unexpected_response: "پاسخ سرور قابل فهم نبود؛ لطفاً دوباره امتحان کنید",
  },
};

const en: typeof fa = {
  errors: {
    validation_failed: "The information you entered is not valid",
    malformed_json: "The request could not be read",
    body_required: "The request was sent without its information; please try again",
    unsupported_media_type: "The request was sent in a form the server does not accept",
    payload_too_large: "The data you sent is too large",
    unauthenticated: "Please sign in first",
    forbidden: "You are not allowed to do this",
    not_found: "What you asked for was not found",
    rate_limited: "Too many requests; please try again shortly",
    quota_exceeded: "You have used all the AI messages of your plan",
    feature_locked: "Your plan does not include this; upgrade to use it",
    payments_disabled: "Payments are not available right now; please contact support",
    payment_gateway_unavailable: "The payment gateway did not answer; please try again in a moment",
    avatar_too_large: "file size must not exceed 2 MB",
    not_an_image: "only image files are allowed",
    ai_unavailable: "error connecting to your intelligence, try again",
    internal_error: "Something went wrong on the server; please try again",
    content_changed: "The content changed meanwhile; reload and try again",
    cross_site_request: "This request came from another site and was refused; please use the app itself",
    network_failed: "Could not reach the server; check your internet connection",
    unexpected_response: "The server's answer could not be understood; please try again",
  },
};

export const errorCatalog = { fa, en };
registerPageCatalog(errorCatalog);
