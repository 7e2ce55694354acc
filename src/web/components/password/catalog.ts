import { registerPageCatalog } from "@/i18n/page-catalog";

// Setting and recovering a password: the /auth reset screens and the profile's security tab share these.
const fa = {
  accountPassword: {
    newPassword: "رمز عبور جدید",
    confirmPassword: "تکرار رمز عبور جدید",
    rules: {
      fillAllFields: "لطفاً همهٔ فیلدها را پر کنید",
      passwordTooShort: "رمز عبور باید حداقل ۶ کاراکتر باشد",
      passwordsDiffer: "رمز عبور جدید و تکرار آن یکسان نیستند",
      tooLong: "رمز عبور حداکثر می‌تواند ۱۲۸ کاراکتر باشد",
    },
    failures: {
      wrongPassword: "رمز عبور واردشده درست نیست",
      passwordRequired: "رمز عبور فعلی‌تان را وارد کنید",
      invalidCharacters: "متن واردشده نویسه‌های غیرمجاز دارد",
      invalidToken: "این لینک منقضی شده یا قبلاً استفاده شده است",
      rateLimited: "تلاش‌ها بیش از حد مجاز بود؛ یک دقیقهٔ دیگر دوباره امتحان کنید",
    },
    reset: {
      title: "تعیین رمز عبور جدید",
      description: "رمز عبور تازه‌ای برای حسابتان انتخاب کنید و بعد با آن وارد شوید.",
      submit: "ذخیرهٔ رمز عبور جدید",
      done: "رمز عبور شما تغییر کرد؛ با رمز جدید وارد شوید",
      failed: "خطا در تغییر رمز عبور",
    },
    forgot: {
      link: "رمز عبور را فراموش کرده‌اید؟",
      title: "بازیابی رمز عبور",
      description: "ایمیل حسابتان را وارد کنید تا لینک تعیین رمز جدید را برایتان بفرستیم.",
      submit: "ارسال لینک بازیابی",
      sent: "ایمیل بازیابی ارسال شد",
      sentDetail:
        "اگر حسابی با <email>{{email}}</email> وجود داشته باشد، لینک تعیین رمز جدید به‌زودی می‌رسد. این لینک یک ساعت اعتبار دارد.",
      failed: "خطا در ارسال ایمیل",
    },
    expired: {
      title: "این لینک منقضی شده یا نامعتبر است",
      description: "لینک بازیابی فقط یک بار و تا یک ساعت کار می‌کند. لینک تازه‌ای درخواست کنید.",
    },
    backToSignIn: "بازگشت به ورود",
  },
};

const en: typeof fa = {
  accountPassword: {
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    rules: {
      fillAllFields: "please fill in all fields",
      passwordTooShort: "password must be at least 6 characters",
      passwordsDiffer: "new password and its confirmation are not the same",
      tooLong: "password must be at most 128 characters",
    },
    failures: {
      wrongPassword: "the password you entered is wrong",
      passwordRequired: "enter your current password",
      invalidCharacters: "what you entered contains characters that are not allowed",
      invalidToken: "this link has expired or was already used",
      rateLimited: "too many attempts, try again in a minute",
    },
    reset: {
      title: "Set a new password",
      description: "Choose a new password for your account, then sign in with it.",
      submit: "Save new password",
      done: "your password was changed; sign in with the new one",
      failed: "error changing password",
    },
    forgot: {
      link: "Forgot your password?",
      title: "Reset your password",
      description: "Enter your account's email and we will send you a link to set a new password.",
      submit: "Send reset link",
      sent: "reset email sent",
      sentDetail:
        "If <email>{{email}}</email> has an account, a link to set a new password is on its way. It works for one hour.",
      failed: "error sending email",
    },
    expired: {
      title: "This link has expired or is invalid",
      description: "A reset link works once and for one hour. Ask for a new one below.",
    },
    backToSignIn: "Back to sign in",
  },
};

export const accountPasswordCatalog = { fa, en };
registerPageCatalog(accountPasswordCatalog);
