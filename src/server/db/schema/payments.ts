import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { paymentMethods, paymentStatuses } from "../../../shared/payments";
import { user } from "./auth";

/**
 * 001 §3 payments, one set of statuses (DESIGN d11). Amounts are integer toman (d3). The user id is
 * emptied, not the row deleted, when an account goes: payments are kept for accounting (d7).
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    planId: text("plan_id", { enum: ["eco", "pro", "ultra"] }).notNull(),
    /** 001 §3 plan_type: the tier (basic, premium, enterprise). */
    planType: text("plan_type").notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: paymentStatuses }).notNull(),
    method: text("method", { enum: paymentMethods }).notNull(),
    authority: text("authority").unique(),
    refId: text("ref_id"),
    cardPan: text("card_pan"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The key the checkout page sent: a repeated key is the same checkout, answered with this payment. */
    idempotencyKey: text("idempotency_key"),
    /** Issue 15: an admin refunded it (by hand, outside the gateway) and ended the plan it bought. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundReason: text("refund_reason"),
    refundedBy: text("refunded_by").references(() => user.id, { onDelete: "set null" }),
    /** Decision 021: the days of plan this payment bought (empty on payments from before it). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** An upgrade's credit in toman: the unused value of the lower plan it replaced (0 otherwise). */
    credit: integer("credit").notNull().default(0),
    /** The replaced plan's tier and its whole days left, which a refund of the upgrade gives back. */
    creditedTier: text("credited_tier"),
    creditedDays: integer("credited_days"),
  },
  (table) => [
    index("payments_user_created").on(table.userId, table.createdAt),
    // The admin panel's latest payments and the month's revenue read every user's.
    index("payments_created").on(table.createdAt),
    // The expiry job reads the old pending payments; the rest of the table never needs this.
    index("payments_pending_created").on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);
