import { sql } from "drizzle-orm";
import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { adminActionKinds } from "../../../shared/admin";
import { user } from "./auth";

/**
 * DESIGN d7, 27: a blocked user cannot sign in and their bots answer nobody. A row here is the block; the
 * reason stays for the admins who read the record.
 */
export const userBlocks = pgTable("user_blocks", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  blockedBy: text("blocked_by").references(() => user.id, { onDelete: "set null" }),
  blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Issue 15: every admin action, who did what to whom and when; the panel shows the latest. */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept when the admin's account goes, so the record still names who did it. */
    adminEmail: text("admin_email").notNull(),
    action: text("action", { enum: adminActionKinds }).notNull(),
    targetUserId: text("target_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The bot or payment acted on, when the action is about one. */
    targetId: text("target_id"),
    /** A reason, a new status, a phone number: what the admin gave. */
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("admin_actions_created").on(sql`${table.createdAt} desc`)],
);
