import { z } from "zod";
import { botPlatforms, botStatuses } from "./bots";
import { latinDigits } from "./digits";
import { pageCursorSchema } from "./page-cursor";
import { paymentMethods, paymentStatuses, planIdSchema } from "./payments";
import { nameText, typedText } from "./text";

/** 000 §9: admin lists and the Telegram log show at most 50 rows. */
export const adminListLength = 50;

/** What an admin did, as the record names it (issue 15: every admin action is recorded). */
export const adminActionKinds = [
  "block",
  "unblock",
  "grant-admin",
  "revoke-admin",
  "bot-activate",
  "bot-deactivate",
  "refund",
  "whatsapp-test",
  "ticket-reply",
  "ticket-status",
  "job-create",
  "job-update",
  "job-close",
  "job-reopen",
] as const;
export type AdminActionKind = (typeof adminActionKinds)[number];

/** GET /api/admin/stats (000 §7 admin reads; DESIGN d11, d15: paid only, Jalali month and day in Tehran). */
export const adminStatsSchema = z.object({
  users: z.number().int(),
  subscribers: z.number().int(),
  whatsapp_messages: z.object({ total: z.number().int(), today: z.number().int() }),
  /** Integer toman: paid payments since the Jalali month began in Tehran. */
  revenue_this_month: z.number().int(),
  bots: z.object({ connected: z.number().int(), active: z.number().int() }),
  ai_messages_this_month: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// Each message is a key of the admin catalogue (`admin.validation.*`). Invisible marks alone are no reason.
const reasonText = nameText().trim().min(1, "reasonRequired").max(500, "tooLong");

export const adminUserListQuerySchema = z.object({
  /** Part of a name or an e-mail; Persian digits read as Latin ones. */
  q: typedText().trim().max(100).overwrite(latinDigits).default(""),
  /** The `next_cursor` of the previous page. */
  cursor: pageCursorSchema.optional(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  created_at: z.string(),
  subscribed: z.boolean(),
  subscription_tier: z.string().nullable(),
  subscription_end: z.string().nullable(),
  is_admin: z.boolean(),
  blocked: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** AI messages this Jalali month, and the tokens a model reported for them (0 with the offline engine). */
  ai_usage: z.object({ messages: z.number().int(), tokens: z.number().int() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ items: z.array(adminUserSchema), next_cursor: z.string().nullable() });

export const blockUserSchema = z.object({ reason: reasonText });
export type BlockUserInput = z.input<typeof blockUserSchema>;
export const adminRoleChangeSchema = z.object({ is_admin: z.boolean() });

/** One line of the Telegram log: the platform's assistant bot (DESIGN 17) or a seller's bot (issue 14). */
export const telegramLogEntrySchema = z.object({
  id: z.string(),
  source: z.enum(["assistant", "seller-bot"]),
  /** The seller's bot that answered; null for the platform's assistant. */
  bot_username: z.string().nullable(),
  chat_id: z.string(),
  message: z.string(),
  reply: z.string().nullable(),
  created_at: z.string(),
});
export type TelegramLogEntry = z.infer<typeof telegramLogEntrySchema>;
export const telegramLogSchema = z.object({ items: z.array(telegramLogEntrySchema) });

export const adminBotSchema = z.object({
  id: z.string(),
  platform: z.enum(botPlatforms),
  bot_username: z.string(),
  status: z.enum(botStatuses),
  /** `blocked`: an admin blocked the owner, so the bot answers nobody whatever its status (DESIGN 27). */
  owner: z.object({ id: z.string(), email: z.string(), full_name: z.string(), blocked: z.boolean() }),
  connected_at: z.string(),
  last_active_at: z.string().nullable(),
  /** Buyers' messages the bot handled (000 §7 telegram_bot_messages by bot). */
  message_count: z.number().int(),
  /** The owner's products (000 §7 products by user). */
  product_count: z.number().int(),
});
export type AdminBot = z.infer<typeof adminBotSchema>;
export const adminBotListSchema = z.object({ items: z.array(adminBotSchema) });
export const botStatusChangeSchema = z.object({ status: z.enum(botStatuses) });

export const adminWhatsappMessageSchema = z.object({
  id: z.string(),
  from_number: z.string(),
  message_content: z.string(),
  is_incoming: z.boolean(),
  created_at: z.string(),
});
export const adminWhatsappListSchema = z.object({
  total: z.number().int(),
  items: z.array(adminWhatsappMessageSchema),
  /** False until WhatsApp sending is wired (issue 17): the test button says so instead of pretending. */
  sending_configured: z.boolean(),
});
export type AdminWhatsappList = z.infer<typeof adminWhatsappListSchema>;

/** The panel's status filter: DESIGN d11's statuses (000 §4 shows paid as "success"). */
export const adminPaymentListQuerySchema = z.object({
  status: z.enum(["all", ...paymentStatuses]).default("all"),
});

export const adminPaymentSchema = z.object({
  id: z.string(),
  ref_id: z.string().nullable(),
  /** Null once the account was deleted (payments are kept, anonymised: DESIGN d7). */
  user: z.object({ id: z.string(), email: z.string(), full_name: z.string() }).nullable(),
  /** Integer toman. */
  amount: z.number().int(),
  plan_id: planIdSchema,
  plan_type: z.string(),
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods),
  authority: z.string().nullable(),
  card_pan: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refund: z.object({ at: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = z.object({ items: z.array(adminPaymentSchema) });
export const refundPaymentSchema = z.object({ reason: reasonText });
export type RefundPaymentInput = z.input<typeof refundPaymentSchema>;

export const adminActionSchema = z.object({
  id: z.string(),
  admin_email: z.string(),
  action: z.enum(adminActionKinds),
  target_user: z.object({ id: z.string(), email: z.string() }).nullable(),
  target_id: z.string().nullable(),
  detail: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionListSchema = z.object({ items: z.array(adminActionSchema) });
