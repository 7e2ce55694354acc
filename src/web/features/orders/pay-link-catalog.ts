import { registerPageCatalog } from "@/i18n/page-catalog";

// Issue 36: a pay link for any order (copied or shared), and a standalone payment request.
const fa = {
  payLink: {
    method: "آنلاین با پیوند پرداخت",
    get: "پیوند پرداخت",
    getNamed: "ساخت پیوند پرداخت، سفارش {{number}}",
    getFailed: "پیوند پرداخت ساخته نشد",
    copy: "کپی پیوند پرداخت",
    copyNamed: "کپی پیوند پرداخت، سفارش {{number}}",
    copyLink: "کپی پیوند",
    copied: "پیوند پرداخت کپی شد",
    copyFailed: "پیوند کپی نشد؛ آن را از کادر انتخاب و کپی کنید",
    share: "اشتراک‌گذاری",
    shareNamed: "اشتراک‌گذاری پیوند پرداخت، سفارش {{number}}",
    shareFailed: "اشتراک‌گذاری انجام نشد؛ پیوند را کپی کنید",
    shareTitle: "پرداخت سفارش {{number}}",
    shareText: "پیوند پرداخت سفارش {{number}} به مبلغ {{amount}}:",
    address: "پیوند پرداخت",
    readyTitle: "پیوند پرداخت سفارش {{number}}",
    readyDescription:
      "این پیوند را برای خریدار بفرستید؛ در هر مرورگری باز می‌شود و با درگاه زرین‌پال شما پرداخت می‌شود. با پرداخت، سفارش در همین فهرست پرداخت‌شده می‌شود.",
    close: "بستن",
    request: {
      open: "درخواست پرداخت",
      title: "درخواست پرداخت",
      description:
        "مبلغی را بدون محصول با یک پیوند پرداخت از خریدار بخواهید؛ مثل هر سفارش در فهرست می‌آید و از موجودی کم نمی‌کند.",
      amount: "مبلغ (تومان)",
      amountHint: "از ۱٬۰۰۰ تا ۹۹۹٬۹۹۹٬۹۹۹ تومان",
      descriptionLabel: "شرح",
      descriptionHint: "یک خط؛ خریدار آن را در صفحهٔ پرداخت می‌بیند",
      name: "نام خریدار",
      phone: "تلفن همراه خریدار",
      optional: "اختیاری",
      submit: "ساخت پیوند پرداخت",
      cancel: "انصراف",
      created: "درخواست پرداخت ثبت شد: سفارش {{number}}",
      failed: "درخواست پرداخت ثبت نشد",
      fillRequired: "لطفاً فیلدها را درست پر کنید",
    },
    validation: {
      amountRequired: "مبلغ را وارد کنید",
      amountInvalid: "مبلغ باید عددی صحیح به تومان باشد",
      amountRange: "مبلغ باید از ۱٬۰۰۰ تا ۹۹۹٬۹۹۹٬۹۹۹ تومان باشد",
      descriptionRequired: "شرح را وارد کنید",
      descriptionTooLong: "شرح حداکثر ۲۰۰ نویسه است",
      nameTooLong: "نام خریدار حداکثر ۱۰۰ نویسه است",
      phoneInvalid: "شماره باید به شکل ۰۹xxxxxxxxx یا ‎+۹۸۹xxxxxxxxx باشد",
      invalidCharacters: "این متن نویسهٔ نامعتبر دارد یا بیش از یک خط است",
    },
  },
};

const en: typeof fa = {
  payLink: {
    method: "Online via pay link",
    get: "Pay link",
    getNamed: "Get pay link, order {{number}}",
    getFailed: "The pay link could not be made",
    copy: "Copy pay link",
    copyNamed: "Copy pay link, order {{number}}",
    copyLink: "Copy link",
    copied: "Pay link copied",
    copyFailed: "The link could not be copied; select it in the box and copy it",
    share: "Share",
    shareNamed: "Share pay link, order {{number}}",
    shareFailed: "The link could not be shared; copy it instead",
    shareTitle: "Payment for order {{number}}",
    shareText: "Pay link for order {{number}}, {{amount}}:",
    address: "Pay link",
    readyTitle: "Pay link of order {{number}}",
    readyDescription:
      "Send this link to the buyer: it opens in any browser and is paid through your Zarinpal gateway. Once paid, the order turns paid in this list.",
    close: "Close",
    request: {
      open: "Payment request",
      title: "Payment request",
      description:
        "Ask a buyer for an amount with a pay link, without a product; it appears in the list like any order and takes no stock.",
      amount: "Amount (toman)",
      amountHint: "1,000 to 999,999,999 toman",
      descriptionLabel: "Description",
      descriptionHint: "One line; the buyer reads it on the pay page",
      name: "Buyer name",
      phone: "Buyer mobile",
      optional: "Optional",
      submit: "Make pay link",
      cancel: "Cancel",
      created: "Payment request recorded: order {{number}}",
      failed: "error making the payment request",
      fillRequired: "please fill required fields",
    },
    validation: {
      amountRequired: "Enter the amount",
      amountInvalid: "The amount must be a whole number of toman",
      amountRange: "The amount must be 1,000 to 999,999,999 toman",
      descriptionRequired: "Enter the description",
      descriptionTooLong: "The description is at most 200 characters",
      nameTooLong: "The buyer's name is at most 100 characters",
      phoneInvalid: "The phone must look like 09xxxxxxxxx or +989xxxxxxxxx",
      invalidCharacters: "This text has a character that is not allowed, or more than one line",
    },
  },
};

export const payLinkCatalog = { fa, en };
registerPageCatalog(payLinkCatalog);
