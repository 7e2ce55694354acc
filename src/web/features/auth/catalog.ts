import { registerPageCatalog } from "@/i18n/page-catalog";

// 000 §2 /auth: comes with the sign-in page's chunk, not with the landing page's first download.
const fa = {
  auth: {
    sessionEnded: "نشست شما پایان یافت؛ لطفاً دوباره وارد شوید",
    title: "به {{name}} خوش آمدید",
    subtitle: "وارد حساب خود شوید یا حساب تازه‌ای بسازید.",
    back: "بازگشت به صفحهٔ اصلی",
    tabsLabel: "ورود یا ثبت‌نام",
    signInTab: "ورود",
    signUpTab: "ثبت‌نام",
    fullName: "نام و نام خانوادگی",
    email: "ایمیل",
    password: "رمز عبور",
    passwordPlaceholder: "حداقل ۶ کاراکتر",
    signInSubmit: "ورود",
    signUpSubmit: "ساخت حساب",
    legal: "با ادامه، <terms>شرایط استفاده</terms> و <privacy>حریم خصوصی</privacy> را می‌پذیرید.",
    errors: {
      fillAllFields: "لطفاً همهٔ فیلدها را پر کنید",
      passwordTooShort: "رمز عبور باید حداقل ۶ کاراکتر باشد",
      invalidEmail: "لطفاً یک ایمیل معتبر وارد کنید",
      nameTooLong: "نام حداکثر می‌تواند ۱۰۰ کاراکتر باشد",
      invalidCharacters: "متن واردشده نویسه‌های غیرمجاز دارد",
      passwordTooLong: "رمز عبور حداکثر می‌تواند ۱۲۸ کاراکتر باشد",
      invalidCredentials: "ایمیل یا رمز عبور اشتباه است",
      signInFailed: "خطا در ورود به حساب",
      emailTaken: "این ایمیل قبلاً ثبت شده است",
      signUpFailed: "خطا در ساخت حساب",
      userBlocked: "این حساب مسدود شده است؛ با پشتیبانی تماس بگیرید",
      rateLimited: "تلاش‌ها بیش از حد مجاز بود؛ یک دقیقهٔ دیگر دوباره امتحان کنید",
      signInWait: "برای این حساب چند بار رمز اشتباه وارد شد؛ {{wait}} دیگر دوباره امتحان کنید",
    },
    signedIn: "ورود با موفقیت انجام شد",
    welcome: "{{fullName}}، به {{name}} خوش آمدید!",
  },
};

const en: typeof fa = {
  auth: {
    sessionEnded: "Your session has ended. Please sign in again.",
    title: "Welcome to {{name}}",
    subtitle: "Sign in to your account or create a new one.",
    back: "Back to home",
    tabsLabel: "Sign in or sign up",
    signInTab: "Sign in",
    signUpTab: "Sign up",
    fullName: "Full name",
    email: "Email",
    password: "Password",
    passwordPlaceholder: "at least 6 characters",
    signInSubmit: "Sign in",
    signUpSubmit: "Create account",
    legal: "By continuing you accept the <terms>terms of use</terms> and the <privacy>privacy policy</privacy>.",
    errors: {
      fillAllFields: "Please fill in all fields",
      passwordTooShort: "Password must be at least 6 characters",
      invalidEmail: "Please enter a valid email address",
      nameTooLong: "Name must be at most 100 characters",
      invalidCharacters: "The text contains characters that are not allowed",
      passwordTooLong: "Password must be at most 128 characters",
      invalidCredentials: "email or password is wrong",
      signInFailed: "error signing in",
      emailTaken: "this email is already registered",
      signUpFailed: "error creating account",
      userBlocked: "This account has been blocked. Contact support.",
      rateLimited: "too many attempts, try again in a minute",
      signInWait: "too many wrong passwords for this account, try again in {{wait}}",
    },
    signedIn: "login successful",
    welcome: "Welcome to {{name}}, {{fullName}}!",
  },
};

export const authCatalog = { fa, en };
registerPageCatalog(authCatalog);
