import { z } from "zod";
import type { Locale } from "./locales";

/** DESIGN 34: how long a "Get alerts in this bot" link can be used, once. */
export const ownerLinkMinutes = 15;

/** The deep-link payload of an owner link: `/start owner_<token>`. */
export const ownerStartPrefix = "owner_";

/** What an owner alert tells (issue 37). */
export const ownerAlertKinds = ["new_order", "receipt", "paid", "buyer_cancelled"] as const;
export type OwnerAlertKind = (typeof ownerAlertKinds)[number];

/** An alert's message shows its buttons, a question asked before a change that cannot be undone, or the outcome. */
export const ownerAlertStates = ["open", "asking_cancel", "asking_reject", "asking_reason", "done"] as const;
export type OwnerAlertState = (typeof ownerAlertStates)[number];

/** A receipt rejected from the owner chat gives one of these reasons, or one the owner types (issue 37). */
export const receiptRejectPresets = ["amount", "unreadable", "unpaid"] as const;
export type ReceiptRejectPreset = (typeof receiptRejectPresets)[number];

/** The presets' words: the owner's buttons in the seller's language, told to the buyer in the buyer's. */
export const receiptRejectReasons: Record<Locale, Record<ReceiptRejectPreset, string>> = {
  fa: { amount: "مبلغ با سفارش نمی‌خواند", unreadable: "رسید خوانا نیست", unpaid: "پولی به حساب نرسیده است" },
  en: { amount: "The amount does not match", unreadable: "The receipt is not readable", unpaid: "No payment arrived" },
};

/**
 * A rejection's reason as the buyer reads it: a preset (kept in the seller's language, as the history shows it) in
 * the buyer's language; one the seller typed, as typed.
 */
export function reasonInLocale(reason: string, locale: Locale): string {
  for (const words of Object.values(receiptRejectReasons)) {
    const preset = receiptRejectPresets.find((key) => words[key] === reason);
    if (preset) return receiptRejectReasons[locale][preset];
  }
  return reason;
}

export const ownerLinkSchema = z.object({
  /** Opens the bot with Start: pressing it links that account as the owner chat. */
  url: z.string(),
  expires_at: z.string(),
});
export type OwnerLink = z.infer<typeof ownerLinkSchema>;

export const ownerChatSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  linked_at: z.string(),
  /** The account blocked the bot: alerts wait until it writes to the bot again. */
  unreachable: z.boolean(),
});
export type OwnerChat = z.infer<typeof ownerChatSchema>;

export const ownerChatListSchema = z.object({ items: z.array(ownerChatSchema) });

/** A day without orders gets a one-line report, or none (issue 37). */
export const ownerReportQuietDays = ["one_line", "none"] as const;

/** Where the owner alerts go: the bot's linked chats, the seller's e-mail (a digest a minute at most), or both. */
export const ownerAlertChannels = ["bot", "email", "both"] as const;
export type OwnerAlertChannel = (typeof ownerAlertChannels)[number];

/** Issue 37's seller choices: where alerts go, and when the daily report comes (an hour of Tehran's day, 0-23). */
export const ownerSettingsSchema = z.object({
  alerts_by: z.enum(ownerAlertChannels),
  report_hour: z.number().int("hourInvalid").min(0, "hourInvalid").max(23, "hourInvalid"),
  quiet_days: z.enum(ownerReportQuietDays),
});
export type OwnerSettings = z.infer<typeof ownerSettingsSchema>;
export const defaultOwnerSettings: OwnerSettings = { alerts_by: "bot", report_hour: 22, quiet_days: "one_line" };
