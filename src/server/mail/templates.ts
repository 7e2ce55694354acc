import { brand as productBrand } from "../../shared/brand";
import { type Locale, locales } from "../../shared/locales";
import type { StaffRole } from "../../shared/staff";
import { tehranTimeZone } from "../../shared/tehran-calendar";
import { escapeHtml } from "../escape-html";

/** Better Auth's default resetPasswordTokenExpiresIn (3600 s); the reset e-mail promises this lifetime. */
export const passwordResetLinkLifetimeSeconds = 60 * 60;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export type MailBrand = Pick<typeof productBrand, "name" | "supportEmail">;

const words = {
  fa: {
    newUser: "کاربر جدید",
    helloAnyone: "سلام،",
    greeting: (name: string) => `سلام ${name}،`,
    linkFallback: "اگر دکمه کار نکرد، این نشانی را در مرورگر باز کنید:",
    support: (email: string) => `پرسشی دارید؟ به ${email} بنویسید.`,
    reset: {
      subject: (brand: string) => `بازیابی رمز عبور ${brand}`,
      intro: "درخواستی برای بازیابی رمز عبور حساب شما رسیده است. برای انتخاب رمز تازه روی دکمهٔ زیر بزنید.",
      action: "انتخاب رمز عبور تازه",
      expiry: (hours: string) => `این پیوند تا ${hours} ساعت معتبر است.`,
      ignore: "اگر این درخواست را شما نداده‌اید، این ایمیل را نادیده بگیرید؛ رمز عبورتان تغییر نمی‌کند.",
    },
    welcome: {
      subject: (brand: string) => `به ${brand} خوش آمدید`,
      intro: (brand: string) =>
        `حساب شما در ${brand} ساخته شد. از گفتگو با هوش مصنوعی و ایده‌های محتوای روزانه شروع کنید.`,
      action: (brand: string) => `ورود به ${brand}`,
    },
    shopAlerts: {
      subject: (shop: string, count: string) => `${count} خبر تازه از فروشگاه ${shop}`,
      intro: "از آخرین ایمیل، این‌ها در فروشگاه شما رخ داد:",
      more: (count: string) => `و ${count} مورد دیگر در صفحهٔ سفارش‌ها.`,
      action: "دیدن سفارش‌ها",
    },
    staffInvitation: {
      subject: (shop: string) => `دعوت به همکاری در فروشگاه ${shop}`,
      intro: (inviter: string, shop: string, role: string) =>
        `${inviter} شما را دعوت کرده است که با نقش «${role}» در فروشگاه ${shop} همکاری کنید.`,
      how: (days: string) =>
        `برای پذیرفتن، با همین نشانی ایمیل وارد شوید یا ثبت‌نام کنید و دکمهٔ زیر را بزنید. این دعوت تا ${days} روز باز است.`,
      action: "دیدن دعوت",
      roles: { manager: "مدیر", orders: "سفارش‌ها", catalog: "کاتالوگ" },
    },
    ticketReply: {
      subject: (number: string) => `پاسخ پشتیبانی به تیکت #${number}`,
      intro: (title: string) => `پشتیبانی به تیکت «${title}» پاسخ داد:`,
      action: "دیدن گفتگو و پاسخ دادن",
    },
    supportReceived: {
      subject: (subject: string) => `پیام شما رسید: ${subject}`,
      intro: (subject: string) =>
        `پیام شما با موضوع «${subject}» به پشتیبانی رسید. معمولاً ظرف ۲۴ ساعت به همین نشانی پاسخ می‌دهیم.`,
      copy: "متن پیام شما:",
      action: "پیگیری با تیکت پشتیبانی",
    },
    receipt: {
      subject: (plan: string) => `رسید پرداخت پلن ${plan}`,
      intro: (plan: string) => `پرداخت شما برای پلن ${plan} انجام شد. رسید آن:`,
      plan: "پلن",
      amount: "مبلغ پرداخت‌شده",
      credit: "اعتبار روزهای باقی‌ماندهٔ پلن قبلی",
      trackingCode: "کد پیگیری",
      paidAt: "تاریخ پرداخت",
      period: "مدت پلن",
      range: (from: string, to: string) => `از ${from} تا ${to}`,
      action: "دیدن و چاپ رسید",
    },
  },
  en: {
    newUser: "new user",
    helloAnyone: "Hello,",
    greeting: (name: string) => `Hello ${name},`,
    linkFallback: "If the button does not work, open this address in your browser:",
    support: (email: string) => `Questions? Write to ${email}.`,
    reset: {
      subject: (brand: string) => `Reset your ${brand} password`,
      intro: "We received a request to reset the password of your account. Choose a new one with the button below.",
      action: "Choose a new password",
      expiry: (hours: string) => `This link expires in ${hours} hour${hours === "1" ? "" : "s"}.`,
      ignore: "If you did not ask for this, you can ignore this e-mail; your password stays the same.",
    },
    welcome: {
      subject: (brand: string) => `Welcome to ${brand}`,
      intro: (brand: string) => `Your ${brand} account is ready. Start with the AI chat and today's content ideas.`,
      action: (brand: string) => `Open ${brand}`,
    },
    shopAlerts: {
      subject: (shop: string, count: string) => `${count} new in your shop ${shop}`,
      intro: "Since the last e-mail, this happened in your shop:",
      more: (count: string) => `And ${count} more on the orders page.`,
      action: "Open the orders",
    },
    staffInvitation: {
      subject: (shop: string) => `An invitation to work in the shop ${shop}`,
      intro: (inviter: string, shop: string, role: string) =>
        `${inviter} has invited you to work in the shop ${shop} with the role "${role}".`,
      how: (days: string) =>
        `To accept, sign in or sign up with this e-mail address and press the button below. The invitation is open for ${days} days.`,
      action: "See the invitation",
      roles: { manager: "Manager", orders: "Orders", catalog: "Catalog" },
    },
    ticketReply: {
      subject: (number: string) => `Support answered ticket #${number}`,
      intro: (title: string) => `Support answered your ticket "${title}":`,
      action: "Read the thread and reply",
    },
    supportReceived: {
      subject: (subject: string) => `We received your message: ${subject}`,
      intro: (subject: string) =>
        `Your message "${subject}" reached support. We usually answer at this address within 24 hours.`,
      copy: "What you wrote:",
      action: "Follow up with a support ticket",
    },
    receipt: {
      subject: (plan: string) => `Your receipt for the ${plan} plan`,
      intro: (plan: string) => `Your payment for the ${plan} plan went through. Your receipt:`,
      plan: "Plan",
      amount: "Amount paid",
      credit: "Credit for the previous plan's days left",
      trackingCode: "Tracking code",
      paidAt: "Paid on",
      period: "Plan period",
      range: (from: string, to: string) => `${from} to ${to}`,
      action: "View and print the receipt",
    },
  },
} as const satisfies Record<Locale, unknown>;

interface MailInput {
  locale: Locale;
  name: string;
  brand?: MailBrand;
}

export function passwordResetMail({ locale, name, resetUrl, brand = productBrand }: MailInput & { resetUrl: string }) {
  const w = words[locale];
  const hours = new Intl.NumberFormat(locales[locale].intl).format(passwordResetLinkLifetimeSeconds / 3600);
  return renderMail({
    locale,
    brand,
    subject: w.reset.subject(brand.name[locale]),
    greeting: w.greeting(name.trim() || w.newUser),
    paragraphs: [w.reset.intro],
    action: { label: w.reset.action, url: resetUrl },
    notes: [w.reset.expiry(hours), w.reset.ignore],
  });
}

export function welcomeMail({ locale, name, appUrl, brand = productBrand }: MailInput & { appUrl: string }) {
  const w = words[locale];
  const brandName = brand.name[locale];
  return renderMail({
    locale,
    brand,
    subject: w.welcome.subject(brandName),
    greeting: w.greeting(name.trim() || w.newUser),
    paragraphs: [w.welcome.intro(brandName)],
    action: { label: w.welcome.action(brandName), url: appUrl },
    notes: [],
  });
}

/** Support answered a ticket (issue 16): the answer itself, and a link to the thread on /tickets. */
export function ticketReplyMail({
  locale,
  name,
  ticket,
  answer,
  threadUrl,
  brand = productBrand,
}: MailInput & { ticket: { number: number; title: string }; answer: string; threadUrl: string }) {
  const w = words[locale];
  const number = new Intl.NumberFormat(locales[locale].intl, { useGrouping: false }).format(ticket.number);
  return renderMail({
    locale,
    brand,
    subject: w.ticketReply.subject(number),
    greeting: w.greeting(name.trim() || w.newUser),
    paragraphs: [w.ticketReply.intro(ticket.title), answer],
    action: { label: w.ticketReply.action, url: threadUrl },
    notes: [],
  });
}

/** Issue 37: the shop's owner alerts by e-mail, a digest of what happened since the last one. */
export function shopAlertsMail({
  locale,
  name,
  shop,
  alerts,
  more,
  ordersUrl,
  brand = productBrand,
}: MailInput & { shop: string; alerts: string[]; more: number; ordersUrl: string }) {
  const w = words[locale];
  const count = new Intl.NumberFormat(locales[locale].intl).format(alerts.length + more);
  return renderMail({
    locale,
    brand,
    subject: w.shopAlerts.subject(shop, count),
    greeting: w.greeting(name.trim() || w.newUser),
    paragraphs: [
      w.shopAlerts.intro,
      ...alerts,
      ...(more > 0 ? [w.shopAlerts.more(new Intl.NumberFormat(locales[locale].intl).format(more))] : []),
    ],
    action: { label: w.shopAlerts.action, url: ordersUrl },
    notes: [],
  });
}

/** DESIGN 35: an invitation to work in a shop, to an address that may have no account yet. */
export function staffInvitationMail({
  locale,
  inviter,
  shop,
  role,
  days,
  url,
  brand = productBrand,
}: Omit<MailInput, "name"> & { inviter: string; shop: string; role: StaffRole; days: number; url: string }) {
  const w = words[locale];
  return renderMail({
    locale,
    brand,
    subject: w.staffInvitation.subject(shop),
    greeting: w.helloAnyone,
    paragraphs: [
      w.staffInvitation.intro(inviter, shop, w.staffInvitation.roles[role]),
      w.staffInvitation.how(new Intl.NumberFormat(locales[locale].intl).format(days)),
    ],
    action: { label: w.staffInvitation.action, url },
    notes: [],
  });
}

/** The sender of a support message (issue 16): we received it, with what they wrote and where to follow up. */
export function supportReceivedMail({
  locale,
  name,
  message,
  ticketsUrl,
  brand = productBrand,
}: MailInput & { message: { subject: string; message: string }; ticketsUrl: string }) {
  const w = words[locale];
  // The form's subject may hold line breaks; a mail subject is one line.
  const subject = message.subject.replace(/\s+/g, " ");
  return renderMail({
    locale,
    brand,
    subject: w.supportReceived.subject(subject),
    greeting: w.greeting(name.trim() || w.newUser),
    paragraphs: [w.supportReceived.intro(subject), w.supportReceived.copy, message.message],
    action: { label: w.supportReceived.action, url: ticketsUrl },
    notes: [],
  });
}

/** The amounts and dates of a receipt, in the receipt's language (Jalali dates in Tehran's time). */
export interface ReceiptFacts {
  planName: string;
  amountToman: number;
  creditToman: number;
  trackingCode: string | null;
  paidAt: Date;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Decision 021: a payment became paid; what it bought, and a link to the printable receipt page. */
export function receiptMail({
  locale,
  name,
  receipt,
  receiptUrl,
  brand = productBrand,
}: MailInput & { receipt: ReceiptFacts; receiptUrl: string }) {
  const w = words[locale];
  const intl = locales[locale].intl;
  const toman = (amount: number) =>
    `${new Intl.NumberFormat(intl).format(amount)} ${locale === "fa" ? "تومان" : "toman"}`;
  const date = (moment: Date) =>
    new Intl.DateTimeFormat(intl, { calendar: "persian", dateStyle: "long", timeZone: tehranTimeZone }).format(moment);
  const lines = [
    `${w.receipt.plan}: ${receipt.planName}`,
    `${w.receipt.amount}: ${toman(receipt.amountToman)}`,
    ...(receipt.creditToman > 0 ? [`${w.receipt.credit}: ${toman(receipt.creditToman)}`] : []),
    ...(receipt.trackingCode ? [`${w.receipt.trackingCode}: ${receipt.trackingCode}`] : []),
    `${w.receipt.paidAt}: ${date(receipt.paidAt)}`,
    ...(receipt.startsAt && receipt.endsAt
      ? [`${w.receipt.period}: ${w.receipt.range(date(receipt.startsAt), date(receipt.endsAt))}`]
      : []),
  ];
  return renderMail({
    locale,
    brand,
    subject: w.receipt.subject(receipt.planName),
    greeting: w.greeting(name.trim() || w.newUser),
    paragraphs: [w.receipt.intro(receipt.planName), lines.join("\n")],
    action: { label: w.receipt.action, url: receiptUrl },
    notes: [],
  });
}

interface MailContent {
  locale: Locale;
  brand: MailBrand;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  notes: string[];
}

// Inline styles and system fonts only: mail clients drop <style> blocks, and many readers cannot reach CDNs.
function renderMail({ locale, brand, subject, greeting, paragraphs, action, notes }: MailContent): RenderedMail {
  const w = words[locale];
  const { dir } = locales[locale];
  const align = dir === "rtl" ? "right" : "left";
  const support = w.support(brand.supportEmail);
  const paragraph = (text: string, style = "margin:0 0 16px;font-size:15px;line-height:1.8;white-space:pre-line;") =>
    `<p style="${style}">${escapeHtml(text)}</p>`;
  const note = (text: string) => paragraph(text, "margin:0 0 8px;font-size:13px;line-height:1.7;color:#52525b;");
  const url = escapeHtml(action.url);

  const html = `<!doctype html>
<html dir="${dir}" lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:Tahoma,'Segoe UI',Arial,sans-serif;color:#18181b;">
<div dir="${dir}" style="max-width:520px;margin:0 auto;padding:32px 28px;background:#ffffff;border-radius:12px;text-align:${align};">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#4f46e5;">${escapeHtml(brand.name[locale])}</p>
${[greeting, ...paragraphs].map((text) => paragraph(text)).join("\n")}
<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 24px;background:#4f46e5;color:#ffffff;text-decoration:none;border-radius:8px;font-size:15px;font-weight:bold;">${escapeHtml(action.label)}</a></p>
${notes.map(note).join("\n")}
${note(w.linkFallback)}<p style="margin:0 0 24px;font-size:13px;word-break:break-all;" dir="ltr"><a href="${url}" style="color:#4f46e5;">${url}</a></p>
<p style="margin:0;padding-top:16px;border-top:1px solid #e4e4e7;font-size:12px;color:#71717a;">${escapeHtml(support)}</p>
</div>
</body>
</html>
`;
  const text = [greeting, ...paragraphs, `${action.label}: ${action.url}`, ...notes, support].join("\n\n");
  return { subject, html, text: `${text}\n` };
}
