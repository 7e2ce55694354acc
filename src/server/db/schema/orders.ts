import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orderActors, orderEventKinds, orderPaymentMethods, orderSources, orderStatuses } from "../../../shared/orders";
import { paymentStatuses } from "../../../shared/payments";
import { user } from "./auth";
import { sellerBots } from "./bots";
import { discountCodes } from "./discounts";
import { products, productVariants } from "./products";
import { channelPosts } from "./publishing";
import { shippingMethods } from "./shipping";

/**
 * 001 §3 orders (DESIGN 21, 30). What was ordered is in its lines (`order_items`), snapshots that read the
 * same after a product is edited or deleted; the order holds the sums, the buyer, the shipping and the payment.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The seller's own running number, 1, 2, 3 …: what buyers are told and sellers search for. */
    number: integer("number").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerPhone: text("buyer_phone").notNull(),
    buyerAddress: text("buyer_address"),
    paymentMethod: text("payment_method", { enum: orderPaymentMethods }).notNull(),
    orderStatus: text("order_status", { enum: orderStatuses }).notNull().default("new"),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("pending"),
    source: text("source", { enum: orderSources }).notNull(),
    /** The bot and chat an order from a bot came through: where the buyer is told of its changes. */
    botId: text("bot_id").references(() => sellerBots.id, { onDelete: "set null" }),
    buyerChatId: bigint("buyer_chat_id", { mode: "number" }),
    /** The language the buyer's chat app speaks, for what the bot tells them later. */
    buyerLocale: text("buyer_locale", { enum: ["fa", "en"] }),
    /** The unguessable part of a gateway order's pay link `/shop/pay/{token}` (DESIGN 23). */
    payToken: text("pay_token"),
    receiptKey: text("receipt_key"),
    /** The receipt's public address before issue 34; no longer written or read (/api/orders/{id}/receipt is). */
    receiptUrl: text("receipt_url"),
    /** The channel post whose button brought the buyer to this product (issue 19), for the post's results. */
    channelPostId: text("channel_post_id").references(() => channelPosts.id, { onDelete: "set null" }),
    /**
     * DESIGN 30: integer toman, total = subtotal - discount + shipping (checked by the database). A line may be
     * up to 999,999,999 toman times 1,000: past what integer holds.
     */
    subtotal: bigint("subtotal", { mode: "number" }).notNull(),
    discount: bigint("discount", { mode: "number" }).notNull().default(0),
    shipping: bigint("shipping", { mode: "number" }).notNull().default(0),
    total: bigint("total", { mode: "number" }).notNull(),
    /** DESIGN 32: the code the buyer or seller applied, as typed into the order. */
    discountCodeId: text("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    /** DESIGN 31: the chosen method, snapshotted; where it goes. */
    shippingMethodId: text("shipping_method_id").references(() => shippingMethods.id, { onDelete: "set null" }),
    shippingMethodName: text("shipping_method_name"),
    buyerProvince: text("buyer_province"),
    buyerCity: text("buyer_city"),
    buyerPostalCode: text("buyer_postal_code"),
    /** Set when the order is shipped: the carrier and its tracking code (also an order event). */
    trackingCarrier: text("tracking_carrier"),
    trackingCode: text("tracking_code"),
    /** The unguessable part of the order's invoice address `/shop/invoice/{token}` (DESIGN 33). */
    invoiceToken: text("invoice_token"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_invoice_token").on(table.invoiceToken),
    check("orders_total_adds_up", sql`${table.total} = ${table.subtotal} - ${table.discount} + ${table.shipping}`),
    uniqueIndex("orders_seller_number").on(table.sellerId, table.number),
    index("orders_seller_created").on(table.sellerId, sql`${table.createdAt} desc`, sql`${table.id} desc`),
    index("orders_buyer_chat").on(table.botId, table.buyerChatId),
    uniqueIndex("orders_pay_token").on(table.payToken),
    index("orders_channel_post").on(table.channelPostId),
  ],
);

/**
 * DESIGN 30: an order's lines, each a snapshot of what was ordered (product and variant name, code, price),
 * so the order reads the same after the product is edited or deleted (then the ids are null).
 */
export const orderItems = pgTable(
  "order_items",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: text("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    /** The variant's option values joined for reading ("M / Red"); empty for a product without options. */
    variantLabel: text("variant_label").notNull().default(""),
    code: text("code").notNull(),
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotal: bigint("line_total", { mode: "number" }).notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("order_items_order").on(table.orderId, table.position),
    index("order_items_variant").on(table.variantId),
  ],
);

/** Every change of an order, never updated or deleted with the order alive (DESIGN 21: the history is kept). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: orderEventKinds }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value").notNull(),
    actor: text("actor", { enum: orderActors }).notNull(),
    /** DESIGN 35: the account that made a seller's change (the owner or one of their staff); none for buyers and the system. */
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** What the actor said with it: a rejected receipt's reason. */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order").on(table.orderId, table.id),
    index("order_events_seller").on(table.sellerId, table.id),
  ],
);

/**
 * DESIGN 23: a buyer's payment of an order through the seller's own Zarinpal gateway, one row per
 * authority. Verified like plan payments: the amount from the order, pending→paid once.
 */
export const shopPayments = pgTable(
  "shop_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Zarinpal's authority, or `sandbox-…` for the simulated gateway of a machine without keys. */
    authority: text("authority").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status", { enum: paymentStatuses }).notNull().default("pending"),
    refId: text("ref_id"),
    cardPan: text("card_pan"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("shop_payments_authority").on(table.authority),
    index("shop_payments_order").on(table.orderId, sql`${table.createdAt} desc`),
  ],
);
