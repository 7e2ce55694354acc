import { registerPageCatalog } from "@/i18n/page-catalog";

// The profile's security tab (000 §2, §8). The password rules' messages are `accountPassword.*`,
// shared with the reset screens of /auth.
const fa = {
  profileSecurity: {
    password: {
      title: "رمز عبور",
      description: "رمز عبور حسابتان را با وارد کردن رمز فعلی عوض کنید.",
      open: "تغییر رمز عبور",
    },
    changeDialog: {
      title: "تغییر رمز عبور",
      description: "رمز عبور فعلی و سپس دو بار رمز جدید را وارد کنید.",
      currentPassword: "رمز عبور فعلی",
      submit: "ذخیرهٔ رمز جدید",
      cancel: "انصراف",
      close: "بستن",
      changed: "رمز عبور با موفقیت تغییر کرد",
      wrongCurrent: "رمز عبور فعلی اشتباه است",
      failed: "خطا در تغییر رمز عبور",
    },
    resetEmail: {
      title: "رمز فعلی را به خاطر ندارید؟",
      description: "لینک تعیین رمز جدید را به <email>{{email}}</email> می‌فرستیم.",
      send: "ارسال ایمیل بازیابی رمز",
      sent: "ایمیل بازیابی ارسال شد",
      failed: "خطا در ارسال ایمیل",
    },
    deleteAccount: {
      title: "حذف حساب",
      description: "حساب شما و همهٔ گفت‌وگوها، محتواها و تنظیماتتان برای همیشه حذف می‌شود.",
      open: "حذف حساب",
      dialogTitle: "حساب شما حذف شود؟",
      dialogDescription:
        "این کار بازگشت‌پذیر نیست. گفت‌وگوها، محتواها، ربات‌ها و تنظیمات شما پاک می‌شود؛ پرداخت‌ها بی‌نام برای حسابداری می‌مانند. برای تأیید رمز عبورتان را وارد کنید.",
      password: "رمز عبور",
      confirm: "حذف همیشگی حساب",
      cancel: "انصراف",
      deleted: "حساب شما حذف شد",
      failed: "خطا در حذف حساب",
    },
  },
};

const en: typeof fa = {
  profileSecurity: {
    password: {
      title: "Password",
      description: "Change your account's password; you need your current one to do it.",
      open: "Change password",
    },
    changeDialog: {
      title: "Change password",
      description: "Enter your current password, then the new one twice.",
      currentPassword: "Current password",
      submit: "Save new password",
      cancel: "Cancel",
      close: "Close",
      changed: "password changed successfully",
      wrongCurrent: "the current password is wrong",
      failed: "error changing password",
    },
    resetEmail: {
      title: "Forgot your current password?",
      description: "We will send a link to set a new one to <email>{{email}}</email>.",
      send: "Send password reset email",
      sent: "reset email sent",
      failed: "error sending email",
    },
    deleteAccount: {
      title: "Delete account",
      description: "Your account and all your conversations, content and settings are deleted for good.",
      open: "Delete account",
      dialogTitle: "Delete your account?",
      dialogDescription:
        "This cannot be undone. Your conversations, content, bots and settings are erased; payments stay, anonymised, for accounting. Enter your password to confirm.",
      password: "Password",
      confirm: "Delete my account for good",
      cancel: "Cancel",
      deleted: "your account was deleted",
      failed: "error deleting account",
    },
  },
};

export const profileSecurityCatalog = { fa, en };
registerPageCatalog(profileSecurityCatalog);
