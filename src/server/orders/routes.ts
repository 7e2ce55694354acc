import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  type ManualOrderValues,
  manualOrderSchema,
  type Order,
  type OrderChange,
  orderHistorySchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
  orderStatusChangeSchema,
  receiptDecisionSchema,
} from "../../shared/orders";
import {
  type PayLink,
  type PaymentRequestValues,
  payLinkSchema,
  paymentRequestSchema,
} from "../../shared/payment-requests";
import { trackingInputSchema } from "../../shared/tracking";
import type { AppEnv } from "../http/context";
import { createRoute, fileBodyLimit } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { sendJsonText } from "../http/json-text-response";
import { fileBody, jsonBody, jsonResponse } from "../http/openapi-content";
import { privateFileResponse } from "../http/private-file";
import type { ServiceContext } from "../service-context";
import { orderHistory } from "./order-events";
import { listOrders } from "./order-reads";
import { changeOrderStatus } from "./order-status";
import { createManualOrder } from "./place-order";
import { attachReceipt, decideReceipt, maxReceiptBytes, receiptTooLarge, sellerReceipt } from "./receipts";
import { changeTracking, shipmentOf } from "./tracking";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such order (or product) of this seller"),
};
const idParams = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "orders",
  operationId: "listOrders",
  tags: ["orders"],
  summary: "The seller's orders, newest first, a page at a time; filtered by status, searched by buyer, code or number",
  request: { query: orderListQuerySchema },
  responses: { 200: jsonResponse(orderListSchema, "A page of orders and the counts per status"), ...errors },
});
const createOrderRoute = createRoute({
  method: "post",
  path: "/",
  shop: "orders",
  operationId: "createOrder",
  tags: ["orders"],
  summary: "Record a sale made by hand: the product is snapshotted and its stock taken, as for the bot's orders",
  request: { body: jsonBody(manualOrderSchema) },
  responses: {
    201: jsonResponse(orderSchema, "Made (with `pay_url` when made with a pay link)"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "Out of stock, the product is not available, or no gateway for a pay link"),
  },
});
const payLinkRoute = createRoute({
  method: "post",
  path: "/{id}/pay-link",
  shop: "orders",
  operationId: "getOrderPayLink",
  tags: ["orders"],
  summary: "The pay link of an unpaid order, made once (the order becomes a gateway order); the same link again after",
  request: { params: idParams },
  responses: {
    200: jsonResponse(payLinkSchema, "The link and the order"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "No gateway set up, the order is paid or cancelled, or a receipt waits"),
  },
});
const paymentRequestRoute = createRoute({
  method: "post",
  path: "/payment-requests",
  shop: "orders",
  operationId: "createPaymentRequest",
  tags: ["orders"],
  summary: "Ask a buyer for an amount: an order of one line without a product, with its pay link",
  request: { body: jsonBody(paymentRequestSchema) },
  responses: {
    201: jsonResponse(payLinkSchema, "Made: the link and the order"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "No gateway set up"),
  },
});
const statusRoute = createRoute({
  method: "post",
  path: "/{id}/status",
  shop: "orders",
  operationId: "changeOrderStatus",
  tags: ["orders"],
  summary: "Move the order along 001 §4's transitions; to shipped with its carrier and tracking code",
  request: { params: idParams, body: jsonBody(orderStatusChangeSchema) },
  responses: {
    200: jsonResponse(orderSchema, "Moved"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "Not an allowed transition, or the order changed meanwhile"),
  },
});
const trackingRoute = createRoute({
  method: "put",
  path: "/{id}/tracking",
  shop: "orders",
  operationId: "changeOrderTracking",
  tags: ["orders"],
  summary: "Give or correct a shipped order's carrier and tracking code (the buyer is told the new code)",
  request: { params: idParams, body: jsonBody(trackingInputSchema) },
  responses: {
    200: jsonResponse(orderSchema, "Saved"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "The order is not shipped"),
  },
});
const historyRoute = createRoute({
  method: "get",
  path: "/{id}/history",
  shop: "orders",
  operationId: "getOrderHistory",
  tags: ["orders"],
  summary: "Every change of the order, oldest first",
  request: { params: idParams },
  responses: { 200: jsonResponse(orderHistorySchema, "The history"), ...errors },
});
// multipart/form-data with the photo in `file`; judged by its bytes.
const receiptRoute = createRoute({
  method: "post",
  path: "/{id}/receipt",
  bodyLimit: fileBodyLimit(maxReceiptBytes, receiptTooLarge),
  shop: "orders",
  operationId: "attachOrderReceipt",
  tags: ["orders"],
  summary: "Attach the buyer's card-to-card receipt photo (the payment waits for the seller's decision)",
  request: {
    params: idParams,
    body: fileBody(),
  },
  responses: {
    200: jsonResponse(orderSchema, "Attached"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "The order does not wait for a receipt"),
    413: jsonResponse(apiErrorSchema, "Larger than 10 MB"),
  },
});
const readReceiptRoute = createRoute({
  method: "get",
  path: "/{id}/receipt",
  shop: "orders",
  operationId: "getOrderReceipt",
  tags: ["orders"],
  summary: "The buyer's card-to-card receipt photo, for the order's seller only (never cached)",
  request: { params: idParams },
  responses: {
    200: {
      description: "The photo (webp)",
      content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errors,
  },
});
const decisionRoute = createRoute({
  method: "post",
  path: "/{id}/receipt/decision",
  shop: "orders",
  operationId: "decideOrderReceipt",
  tags: ["orders"],
  summary:
    "Approve (paid; a new order confirmed too unless the seller turned that off) or reject (failed, with an optional reason told to the buyer) the receipt",
  request: { params: idParams, body: jsonBody(receiptDecisionSchema) },
  responses: {
    200: jsonResponse(orderSchema, "Decided"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "No receipt waits for a decision"),
  },
});

/**
 * Issue 36: pay links are shop-pay's (DESIGN 23), which itself reads orders; app.ts hands its verbs in, so the
 * two folders never import each other.
 */
export interface OrderPayLinks {
  forOrder: (
    ctx: ServiceContext,
    input: { sellerId: string; actorUserId: string; id: string; now: Date },
  ) => Promise<PayLink>;
  placeOrder: (
    ctx: ServiceContext,
    input: { sellerId: string; actorUserId: string; values: ManualOrderValues; now: Date },
  ) => Promise<Order>;
  request: (
    ctx: ServiceContext,
    input: { sellerId: string; actorUserId: string; values: PaymentRequestValues; now: Date },
  ) => Promise<PayLink>;
}

/** The shop a change is made in and who in it made it (DESIGN 35), as the order services take them. */
const sellerAndActor = (c: Context<AppEnv>) => ({
  sellerId: c.get("shop").sellerId,
  actorUserId: c.get("shop").actorId,
});

export function orderRoutes(
  deps: ServiceContext,
  options: {
    /** Told after the seller changed an order: a buyer who ordered through a bot hears of it (issue 14). */
    onOrderChanged: (orderId: string, change: OrderChange) => void;
    payLinks: OrderPayLinks;
  },
) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      sendJsonText(c, await listOrders(deps, { sellerId: c.get("shop").sellerId, query: c.req.valid("query") })),
    )
    .openapi(createOrderRoute, async (c) => {
      const input = { ...sellerAndActor(c), values: c.req.valid("json"), now: new Date() };
      const place = input.values.pay_link ? options.payLinks.placeOrder : createManualOrder;
      return c.json(await place(deps, input), 201);
    })
    .openapi(payLinkRoute, async (c) =>
      c.json(
        await options.payLinks.forOrder(deps, {
          ...sellerAndActor(c),
          id: c.req.valid("param").id,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(paymentRequestRoute, async (c) =>
      c.json(
        await options.payLinks.request(deps, {
          ...sellerAndActor(c),
          values: c.req.valid("json"),
          now: new Date(),
        }),
        201,
      ),
    )
    .openapi(statusRoute, async (c) => {
      const body = c.req.valid("json");
      const order = await changeOrderStatus(deps, {
        ...sellerAndActor(c),
        id: c.req.valid("param").id,
        to: body.to,
        shipment: shipmentOf(body),
        actor: "seller",
        now: new Date(),
      });
      options.onOrderChanged(order.id, { kind: "status", to: order.order_status });
      return c.json(order, 200);
    })
    .openapi(trackingRoute, async (c) => {
      const { order, changed } = await changeTracking(deps, {
        ...sellerAndActor(c),
        id: c.req.valid("param").id,
        values: c.req.valid("json"),
        actor: "seller",
        now: new Date(),
      });
      if (changed) options.onOrderChanged(order.id, { kind: "tracking" });
      return c.json(order, 200);
    })
    .openapi(historyRoute, async (c) =>
      c.json(await orderHistory(deps, { sellerId: c.get("shop").sellerId, id: c.req.valid("param").id }), 200),
    )
    .openapi(receiptRoute, async (c) => {
      const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
      const order = await attachReceipt(deps, {
        ...sellerAndActor(c),
        id: c.req.valid("param").id,
        bytes,
        actor: "seller",
        now: new Date(),
      });
      return c.json(order, 200);
    })
    .openapi(readReceiptRoute, async (c) =>
      privateFileResponse(
        c,
        await sellerReceipt(deps, { sellerId: c.get("shop").sellerId, id: c.req.valid("param").id }),
      ),
    )
    .openapi(decisionRoute, async (c) => {
      const { decision, reason } = c.req.valid("json");
      const { order, told } = await decideReceipt(deps, {
        ...sellerAndActor(c),
        id: c.req.valid("param").id,
        decision,
        reason,
        now: new Date(),
      });
      options.onOrderChanged(order.id, told);
      return c.json(order, 200);
    });
}
