import { describe, expect, it } from "vitest";
import { brand } from "../../shared/brand";
import { passwordResetMail, receiptMail, welcomeMail } from "./templates";

const resetUrl = "https://mohtavayar.ir/reset-password/tok3n?callbackURL=%2Fauth";

describe("the password-reset e-mail", () => {
  it("is written right to left in Persian", () => {
    const mail = passwordResetMail({ locale: "fa", name: "سارا", resetUrl });
    expect(mail.html).toContain('<html dir="rtl" lang="fa">');
    expect(mail.subject).toContain(brand.name.fa);
    expect(mail.subject).toMatch(/رمز عبور/);
    expect(mail.text).toContain("سلام سارا");
    expect(mail.text).toContain("۱ ساعت");
  });

  it("is written left to right in English", () => {
    const mail = passwordResetMail({ locale: "en", name: "Sara", resetUrl });
    expect(mail.html).toContain('<html dir="ltr" lang="en">');
    expect(mail.subject).toBe(`Reset your ${brand.name.en} password`);
    expect(mail.text).toContain("Hello Sara,");
  });

  it("carries the reset link in both the html and the text part", () => {
    for (const locale of ["fa", "en"] as const) {
      const mail = passwordResetMail({ locale, name: "Sara", resetUrl });
      expect(mail.text).toContain(resetUrl);
      expect(mail.html).toContain(`href="${resetUrl}"`);
    }
  });

  it("says the link expires in one hour and can be ignored if not requested", () => {
    const mail = passwordResetMail({ locale: "en", name: "Sara", resetUrl });
    expect(mail.text).toContain("This link expires in 1 hour.");
    expect(mail.text).toContain("If you did not ask for this, you can ignore this e-mail");
  });

  it("escapes a name that contains markup", () => {
    const mail = passwordResetMail({ locale: "en", name: '<script>alert("x")</script>', resetUrl });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("escapes the link inside the html attribute", () => {
    const mail = passwordResetMail({ locale: "en", name: "Sara", resetUrl: 'https://x.test/?a=1&b="2"' });
    expect(mail.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
  });

  it("greets a user without a name as a new user", () => {
    expect(passwordResetMail({ locale: "fa", name: " ", resetUrl }).text).toContain("سلام کاربر جدید");
    expect(passwordResetMail({ locale: "en", name: "", resetUrl }).text).toContain("Hello new user,");
  });

  it("names the support e-mail and loads nothing from outside", () => {
    const mail = passwordResetMail({ locale: "fa", name: "سارا", resetUrl });
    expect(mail.html).toContain(brand.supportEmail);
    expect(mail.html).not.toMatch(/<link|<script|<img|@import|url\(/i);
  });
});

describe("the welcome e-mail", () => {
  it("welcomes in Persian, right to left, with a link to the app", () => {
    const mail = welcomeMail({ locale: "fa", name: "سارا", appUrl: "https://mohtavayar.ir/dashboard" });
    expect(mail.html).toContain('<html dir="rtl" lang="fa">');
    expect(mail.subject).toBe(`به ${brand.name.fa} خوش آمدید`);
    expect(mail.html).toContain('href="https://mohtavayar.ir/dashboard"');
    expect(mail.text).toContain("https://mohtavayar.ir/dashboard");
  });

  it("welcomes in English, left to right, and escapes the name", () => {
    const mail = welcomeMail({ locale: "en", name: "<b>Sara</b>", appUrl: "https://mohtavayar.ir/" });
    expect(mail.html).toContain('<html dir="ltr" lang="en">');
    expect(mail.html).toContain("Hello &lt;b&gt;Sara&lt;/b&gt;,");
    expect(mail.text).toContain("Hello <b>Sara</b>,");
  });
});

describe("the receipt e-mail (decision 021)", () => {
  const receipt = {
    planName: "Pro",
    amountToman: 6_000_000,
    creditToman: 1_500_000,
    trackingCode: "A000000000000000000000000000123456",
    paidAt: new Date("2026-11-27T10:00:00Z"),
    startsAt: new Date("2026-11-27T10:00:00Z"),
    endsAt: new Date("2026-12-27T10:00:00Z"),
  };
  const receiptUrl = "https://mohtavayar.ir/payment/receipt/9b1c";

  it("gives the plan, amount, credit, tracking code and the Jalali days bought, in English", () => {
    const mail = receiptMail({ locale: "en", name: "Sara", receipt, receiptUrl });
    expect(mail.subject).toBe("Your receipt for the Pro plan");
    expect(mail.text).toContain("Amount paid: 6,000,000 toman");
    expect(mail.text).toContain("Credit for the previous plan's days left: 1,500,000 toman");
    expect(mail.text).toContain(`Tracking code: ${receipt.trackingCode}`);
    expect(mail.text).toContain("Plan period: Azar 6, 1405 AP to Dey 6, 1405 AP");
    expect(mail.html).toContain(`href="${receiptUrl}"`);
  });

  it("is in Persian with Persian digits, and leaves out a credit it does not have", () => {
    const mail = receiptMail({
      locale: "fa",
      name: "سارا",
      receipt: { ...receipt, planName: "اکو", amountToman: 4_500_000, creditToman: 0 },
      receiptUrl,
    });
    expect(mail.html).toContain('<html dir="rtl" lang="fa">');
    expect(mail.subject).toBe("رسید پرداخت پلن اکو");
    expect(mail.text).toContain("مبلغ پرداخت‌شده: ۴٬۵۰۰٬۰۰۰ تومان");
    expect(mail.text).toContain("۶ آذر ۱۴۰۵");
    expect(mail.text).not.toContain("اعتبار");
  });
});
