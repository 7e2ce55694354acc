import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { discountKinds } from "../../../shared/discounts";
import { user } from "./auth";
import { orders } from "./orders";

/**
 * DESIGN 32: a shop's discount codes. `code` is kept normalised (Latin digits, upper case), unique in the shop;
 * `product_ids` and `categories` narrow what it applies to (both empty: everything).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: text("id").primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    kind: text("kind", { enum: discountKinds }).notNull(),
    /** A percent (1-100) or an amount in toman. */
    value: integer("value").notNull(),
    minOrder: bigint("min_order", { mode: "number" }),
    maxUses: integer("max_uses"),
    oncePerBuyer: boolean("once_per_buyer").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    productIds: jsonb("product_ids").$type<string[]>().notNull().default([]),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("discount_codes_seller_code").on(table.sellerId, table.code)],
);

/**
 * DESIGN 32: one row per order that used a code, inserted in the order's transaction under the code's lock.
 * `buyer_key` names the buyer (`chat:{bot}:{chat}` or `phone:{09…}`); once-per-buyer codes keep it unique.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: text("id").primaryKey(),
    codeId: text("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    buyerKey: text("buyer_key").notNull(),
    oncePerBuyer: boolean("once_per_buyer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("discount_redemptions_code").on(table.codeId),
    uniqueIndex("discount_redemptions_once").on(table.codeId, table.buyerKey).where(sql`${table.oncePerBuyer}`),
  ],
);
