import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { shippingPresets } from "../../../shared/shipping";
import { user } from "./auth";

/**
 * DESIGN 31: a shop's ways of getting an order to the buyer. The cost is fixed, optionally free from an order
 * amount up and different in the seller's own province; `provinces` lists the ids it serves (empty: all).
 */
export const shippingMethods = pgTable(
  "shipping_methods",
  {
    id: text("id").primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    preset: text("preset", { enum: shippingPresets }).notNull(),
    name: text("name").notNull(),
    cost: integer("cost").notNull(),
    freeAbove: bigint("free_above", { mode: "number" }),
    ownProvinceCost: integer("own_province_cost"),
    provinces: jsonb("provinces").$type<string[]>().notNull().default([]),
    deliveryText: text("delivery_text").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shipping_methods_seller").on(table.sellerId, table.position)],
);

/** Where the shop sends from: its own province (for a method's own-province cost) and city (a courier's). */
export const shopOrigins = pgTable("shop_origins", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  province: text("province").notNull(),
  city: text("city").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
