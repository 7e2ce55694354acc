import { z } from "zod";

/** DESIGN 34: how long a "Get alerts in this bot" link can be used, once. */
export const ownerLinkMinutes = 15;

/** The deep-link payload of an owner link: `/start owner_<token>`. */
export const ownerStartPrefix = "owner_";

/** What an owner alert tells (issue 37). */
export const ownerAlertKinds = ["new_order", "receipt", "paid", "buyer_cancelled"] as const;
export type OwnerAlertKind = (typeof ownerAlertKinds)[number];

/** An alert's message shows its buttons, a question asked before a change that cannot be undone, or the outcome. */
export const ownerAlertStates = ["open", "asking_cancel", "asking_reject", "done"] as const;
export type OwnerAlertState = (typeof ownerAlertStates)[number];

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

/** When the owner chats get the daily report: an hour of Tehran's day, 0-23 (default 22:00). */
export const ownerReportSettingsSchema = z.object({
  hour: z.number().int("hourInvalid").min(0, "hourInvalid").max(23, "hourInvalid"),
  quiet_days: z.enum(ownerReportQuietDays),
});
export type OwnerReportSettings = z.infer<typeof ownerReportSettingsSchema>;
export const defaultOwnerReportSettings: OwnerReportSettings = { hour: 22, quiet_days: "one_line" };
