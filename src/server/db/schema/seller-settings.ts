import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** 001 §3 user_payment_gateways: one Zarinpal merchant id per seller, sealed (DESIGN 19, d18). */
export const sellerPaymentGateways = pgTable("seller_payment_gateways", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  gatewayType: text("gateway_type", { enum: ["zarinpal"] })
    .notNull()
    .default("zarinpal"),
  sealedMerchantId: text("sealed_merchant_id").notNull(),
  /** 001 §9: the first 8 and last 8 characters, kept so reads never open the sealed id. */
  maskedMerchantId: text("masked_merchant_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 001 §3 user_payment_methods: the seller's bank cards. Deleting one only marks it inactive (001 §4); a
 * card used for card-to-card sales may hold its full number, sealed (DESIGN 23).
 */
export const sellerBankCards = pgTable(
  "seller_bank_cards",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    cardLastFour: text("card_last_four").notNull(),
    cardHolderName: text("card_holder_name").notNull(),
    bankName: text("bank_name"),
    sealedCardNumber: text("sealed_card_number"),
    isDefault: boolean("is_default").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("seller_bank_cards_user").on(table.userId, table.createdAt),
    // 001 §4: exactly one default among a seller's active cards, kept by the database too.
    uniqueIndex("seller_bank_cards_one_default").on(table.userId).where(sql`${table.isDefault} and ${table.isActive}`),
  ],
);

/**
 * Issue 35: how the seller's card-to-card receipts are handled; a seller without a row has the defaults.
 * Approving a receipt confirms a new order too, unless the seller keeps the two apart.
 */
export const sellerReceiptSettings = pgTable("seller_receipt_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  receiptConfirmsOrder: boolean("receipt_confirms_order").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
