import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { templateTypes } from "../../../shared/templates";
import { user } from "./auth";
import { discountCodes } from "./discounts";

/** 001 §3 message_templates: what the seller's bot says at each moment (DESIGN 24). */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    templateType: text("template_type", { enum: templateTypes }).notNull(),
    templateName: text("template_name").notNull(),
    content: text("content").notNull(),
    /** Issue 36: the code a discount template's `{code}` names; a deleted code leaves the variable unfilled. */
    discountCodeId: text("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("message_templates_user_created").on(table.userId, sql`${table.createdAt} desc`)],
);
