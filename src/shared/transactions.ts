import { z } from "zod";
import { latinDigits } from "./digits";
import { paymentMethods, planIdSchema } from "./payments";
import { typedText } from "./text";

/**
 * 001 §3 transaction, made of the user's real payments (DESIGN d7): a payment is a subscription
 * transaction; a refunded one stays a successful subscription and adds a refund of the negative amount.
 * Nothing produces "credit" yet; the type is kept so the filter and the page already know it.
 */
export const transactionTypes = ["subscription", "credit", "refund"] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionStatuses = ["success", "failed", "pending"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** 001 §9: the list shows at most 50, newest first. */
export const transactionListLength = 50;

/** 001 §5: search is a case-insensitive substring (id, description, tracking code); "all" filters nothing. */
export const transactionListQuerySchema = z.object({
  q: typedText().trim().max(100).overwrite(latinDigits).default(""),
  status: z.enum(["all", ...transactionStatuses]).default("all"),
  type: z.enum(["all", ...transactionTypes]).default("all"),
});
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

export const transactionSchema = z.object({
  /** The payment's id; a refund's is the payment's id with ":refund" after it. */
  id: z.string(),
  payment_id: z.string(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  /** The description is the plan's name, which the page writes in its language. */
  plan_id: planIdSchema,
  /** Integer toman; negative is outgoing (001 §3). */
  amount: z.number().int(),
  method: z.enum(paymentMethods),
  /** The gateway's (or the sandbox's) tracking code; null until paid. */
  ref_id: z.string().nullable(),
  date: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Over every transaction of the user, whatever the filters. */
export const transactionCountersSchema = z.object({
  total: z.number().int(),
  success: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** What the user has paid, less what was refunded, in integer toman. */
  net_amount: z.number().int(),
});
export type TransactionCounters = z.infer<typeof transactionCountersSchema>;

export const transactionListSchema = z.object({
  items: z.array(transactionSchema),
  /** How many transactions match the search and filters (the list shows the latest 50 of them). */
  matched: z.number().int(),
  counters: transactionCountersSchema,
});
export type TransactionList = z.infer<typeof transactionListSchema>;
