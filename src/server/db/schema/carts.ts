import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { sellerBots } from "./bots";
import { productVariants } from "./products";

/**
 * DESIGN 30: a buyer's cart in one of the shop's bots, kept as rows (never in memory or callback data) so it
 * survives the buyer leaving and coming back; emptied after 14 days untouched.
 */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    botId: text("bot_id")
      .notNull()
      .references(() => sellerBots.id, { onDelete: "cascade" }),
    buyerChatId: bigint("buyer_chat_id", { mode: "number" }).notNull(),
    /** The discount code the buyer typed, judged again at checkout. */
    discountCode: text("discount_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("carts_bot_chat").on(table.botId, table.buyerChatId),
    index("carts_updated").on(table.updatedAt),
  ],
);

/** A cart's lines; a variant deleted since keeps its snapshot and is shown as no longer sold, never ordered. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    variantId: text("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    variantLabel: text("variant_label").notNull().default(""),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cart_items_cart_variant").on(table.cartId, table.variantId),
    index("cart_items_variant").on(table.variantId),
  ],
);
