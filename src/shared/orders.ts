import { z } from "zod";
import { latinDigits } from "./digits";
import { pageCursorSchema } from "./page-cursor";
import { paymentStatuses } from "./payments";
import { iranianMobileDigits, iranianMobilePattern } from "./profile";
import { invalidCharactersMessage, isOneLine, nameText, typedText } from "./text";
import { checkShipment, keepShipment, orderTrackingSchema, shipmentFields } from "./tracking";

/** 001 §4 order statuses. */
export const orderStatuses = ["new", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** 001 §3 payment methods: the seller's Zarinpal gateway or a transfer to the seller's card (DESIGN 23). */
export const orderPaymentMethods = ["gateway", "card_to_card"] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/**
 * Where an order came from: the seller's bot, the seller recording a sale made in a direct message, or the
 * seller asking a buyer for an amount with a pay link (issue 36: one line without a product).
 */
export const orderSources = ["bot", "manual", "payment_request"] as const;

/**
 * 001 §4: new → confirmed → shipped → delivered, and cancel from any status but cancelled and delivered.
 * The server checks every change against this; the orders tab shows a button for each.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ["confirmed", "cancelled"],
  confirmed: ["shipped", "cancelled"],
  shipped: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/**
 * Issue 35: approving a card-to-card receipt confirms the order too when the seller keeps the setting on
 * (the default) and the order is still new; one further along stays where it is.
 */
export function approvalConfirmsOrder(status: OrderStatus, receiptConfirmsOrder: boolean): boolean {
  return receiptConfirmsOrder && canMoveOrder(status, "confirmed");
}

/** 001 §5 address: optional, 10-500 characters when given. */
export const buyerAddressLimits = { min: 10, max: 500 } as const;
export const buyerNameMaxLength = 100;
export const maxOrderQuantity = 1000;
/** DESIGN 30 (issue 36): an order or a cart holds at most this many lines. */
export const maxOrderLines = 50;
/** One page of the orders tab; older orders come with "show more". */
export const orderPageLength = 50;

/** 09xxxxxxxxx or +989xxxxxxxxx, typed with Persian or Latin digits and spaces or dashes between groups. */
export const buyerPhoneSchema = z
  .string()
  .overwrite(iranianMobileDigits)
  .refine((phone) => iranianMobilePattern.test(phone), "phoneInvalid");

// Each message is a key of the orders catalogue (`orders.validation.*`).
const quantitySchema = z
  .number("quantityInvalid")
  .int("quantityInvalid")
  .min(1, "quantityInvalid")
  .max(maxOrderQuantity, "quantityInvalid");

/** One line of an order the seller records: a variant of one of their products (a product's one variant). */
export const orderLineInputSchema = z.object({ variant_id: z.uuid("productRequired"), quantity: quantitySchema });
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

export const manualOrderSchema = z.object({
  items: z
    .array(orderLineInputSchema)
    .min(1, "productRequired")
    .max(maxOrderLines, "tooManyLines")
    .refine((items) => new Set(items.map((item) => item.variant_id)).size === items.length, "lineRepeated"),
  buyer_name: nameText()
    .trim()
    .min(1, "nameRequired")
    .max(buyerNameMaxLength, "nameTooLong")
    .refine(isOneLine, invalidCharactersMessage),
  buyer_phone: buyerPhoneSchema,
  buyer_address: typedText()
    .trim()
    .refine(
      (address) =>
        address === "" || (address.length >= buyerAddressLimits.min && address.length <= buyerAddressLimits.max),
      "addressLength",
    )
    .optional(),
  payment_method: z.enum(orderPaymentMethods, "paymentMethodRequired"),
  /** DESIGN 32: a code of the shop's, as the buyer gave it; judged and counted when the order is placed. */
  discount_code: typedText().trim().max(40, "discountCodeInvalid").optional(),
  /** A sale recorded by hand may already be paid (the buyer transferred the money in the chat). */
  payment_status: z.enum(["pending", "paid"]).default("pending"),
  /** Issue 36: the order is made with a pay link the buyer pays online by (a gateway order, not paid yet). */
  pay_link: z.boolean().default(false),
});
export type ManualOrderInput = z.input<typeof manualOrderSchema>;
export type ManualOrderValues = z.output<typeof manualOrderSchema>;

/** Issue 36: marking an order shipped carries its carrier and tracking code (src/shared/tracking.ts). */
export const orderStatusChangeSchema = z
  .object({ to: z.enum(orderStatuses), ...shipmentFields })
  .superRefine(checkShipment)
  .overwrite(keepShipment);
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/** A change the seller made, as the buyer is told of it; `tracking`: a shipped order's code was added or corrected. */
export type OrderChange =
  | {
      kind: "status";
      to: OrderStatus;
      /** A receipt approval that confirmed the order: it is paid now too. */
      paid?: true;
    }
  | {
      kind: "payment";
      to: "paid" | "failed";
      /** Issue 37: why the seller rejected the receipt, in their words; told to the buyer. */
      reason?: string;
    }
  | { kind: "tracking" };

export const rejectReasonMaxLength = 200;

/** A rejected receipt's reason is one line: line breaks typed into it become spaces. */
const asOneLine = (text: string) => text.replace(/\s*[\n\t]\s*/g, " ");

/**
 * DESIGN 23: the seller's answer to a card-to-card receipt; issue 37: a rejection may say why (the buyer is told,
 * the order's history keeps it). An empty reason is none.
 */
export const receiptDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"]),
    reason: nameText().overwrite(asOneLine).trim().max(rejectReasonMaxLength, "reasonTooLong").optional(),
  })
  .refine((value) => value.decision === "reject" || !value.reason, {
    path: ["reason"],
    message: "reasonOnlyWhenRejected",
  });
export type ReceiptDecision = z.infer<typeof receiptDecisionSchema>["decision"];
export type ReceiptDecisionInput = z.input<typeof receiptDecisionSchema>;

export const orderListQuerySchema = z.object({
  status: z.enum(["all", ...orderStatuses]).default("all"),
  /** Buyer name or phone, product code, or the order's number; Persian digits read as Latin ones. */
  q: typedText().trim().max(100).overwrite(latinDigits).default(""),
  /** The `next_cursor` of the previous page. */
  cursor: pageCursorSchema.optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** DESIGN 30: one line of an order, the snapshot taken when it was ordered. */
export const orderItemSchema = z.object({
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  product_name: z.string(),
  /** The variant's values ("M / Red"); empty for a product without options. */
  variant_label: z.string(),
  code: z.string(),
  unit_price: z.number().int(),
  quantity: z.number().int(),
  line_total: z.number().int(),
  /** The product was deleted since (ORD-03); a payment request's line never had one. */
  product_deleted: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** 001 §3 orders as the seller sees it, with its lines (DESIGN 30). Sums are integer toman. */
export const orderSchema = z.object({
  id: z.string(),
  /** The seller's own running number: what the buyer is told (`{order_id}`) and what the seller searches. */
  number: z.number().int(),
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  /** subtotal - discount + shipping: what the buyer pays. */
  total: z.number().int(),
  discount_code: z.string().nullable(),
  shipping_method: z.string().nullable(),
  /** The shop's method it was sent by (null once deleted): the ship dialog starts from its carrier. */
  shipping_method_id: z.string().nullable(),
  buyer_province: z.string().nullable(),
  buyer_city: z.string().nullable(),
  buyer_postal_code: z.string().nullable(),
  /** Issue 36: the parcel's carrier, code and tracking page, once shipped with a code. */
  tracking: orderTrackingSchema.nullable(),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  buyer_address: z.string().nullable(),
  payment_method: z.enum(orderPaymentMethods),
  order_status: z.enum(orderStatuses),
  payment_status: z.enum(paymentStatuses),
  source: z.enum(orderSources),
  /** The buyer's card-to-card receipt photo, when one was sent. */
  receipt_url: z.string().nullable(),
  /**
   * DESIGN 33: the order's printable invoice for its seller, who opens it through the session; the page
   * holds the unguessable address to give the buyer (made on first opening for an order from before invoices).
   */
  invoice_url: z.string(),
  /** DESIGN 23: the path of the order's pay link while it can be paid through it (unpaid, not cancelled). */
  pay_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({
  items: z.array(orderSchema),
  /** Pass as `cursor` for the next, older page; null when this was the last. */
  next_cursor: z.string().nullable(),
  /** The seller's orders per status, whatever the filter (the filter's counts); on the first page only. */
  counts: z.record(z.enum(orderStatuses), z.number().int()).nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** `tracking`: a shipped order's code given or corrected; its `to` is the code, `from` the one before. */
export const orderEventKinds = ["created", "status", "payment", "receipt", "tracking"] as const;
export const orderActors = ["seller", "buyer", "system"] as const;

/** One row of an order's history (DESIGN 21): who moved it, from what, to what, when. */
export const orderEventSchema = z.object({
  id: z.string(),
  kind: z.enum(orderEventKinds),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.enum(orderActors),
  /** DESIGN 35: who in the shop made a seller's change (the owner's or a staff member's name); null otherwise. */
  actor_name: z.string().nullable(),
  /** What the seller said with the change (issue 37: a rejected receipt's reason); null when nothing. */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
export const orderHistorySchema = z.object({ items: z.array(orderEventSchema) });
