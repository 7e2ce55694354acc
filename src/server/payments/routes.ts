import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  checkoutQuoteQuerySchema,
  checkoutQuoteSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentListSchema,
  paymentModeSchema,
  paymentReceiptSchema,
  paymentSummarySchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from "../../shared/payments";
import { transactionListQuerySchema, transactionListSchema } from "../../shared/transactions";
import { DomainError } from "../errors";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { payInSandbox, startZarinpalPayment } from "./checkout";
import { quoteCheckout } from "./quote";
import { getReceipt } from "./receipt";
import { listPayments, type PaymentContext, summarizePayments } from "./service";
import { listTransactions } from "./transactions";
import { createPaymentVerifier } from "./verify";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};

const modeRoute = createRoute({
  method: "get",
  path: "/mode",
  operationId: "getPaymentMode",
  summary: "Which checkout this server offers: Zarinpal, the sandbox, or none",
  tags: ["payments"],
  responses: { 200: jsonResponse(paymentModeSchema, "Which checkout this server offers"), 401: errors[401] },
});
const listRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listPayments",
  summary: "The user's payments, newest first (50)",
  tags: ["payments"],
  responses: { 200: jsonResponse(paymentListSchema, "The user's payments, newest first (50)"), 401: errors[401] },
});
const summaryRoute = createRoute({
  method: "get",
  path: "/summary",
  operationId: "getPaymentSummary",
  tags: ["payments"],
  summary: "Counts and paid revenue over all of the user's payments",
  responses: { 200: jsonResponse(paymentSummarySchema, "The four figures of the transactions tab"), 401: errors[401] },
});
const transactionsRoute = createRoute({
  method: "get",
  path: "/transactions",
  operationId: "listTransactions",
  tags: ["payments"],
  summary: "The /transactions page: payments as subscriptions and refunds, searched and filtered, with counters",
  request: { query: transactionListQuerySchema },
  responses: {
    200: jsonResponse(transactionListSchema, "The latest 50 that match, newest first, and counters over all"),
    ...errors,
  },
});
const quoteRoute = createRoute({
  method: "get",
  path: "/quote",
  operationId: "getCheckoutQuote",
  tags: ["payments"],
  summary: "What a checkout of the plan charges now and what it buys: an upgrade's credit, a downgrade's start",
  request: { query: checkoutQuoteQuerySchema },
  responses: {
    200: jsonResponse(checkoutQuoteSchema, "The amount the checkout will charge and the days it buys"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "Another lower plan already waits for the current one"),
  },
});
const receiptRoute = createRoute({
  method: "get",
  path: "/{id}/receipt",
  operationId: "getPaymentReceipt",
  tags: ["payments"],
  summary: "The receipt of a paid payment of the user's own",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(paymentReceiptSchema, "Plan, amount, tracking code and the days bought"),
    ...errors,
    404: jsonResponse(apiErrorSchema, "No paid payment of this user has that id"),
  },
});
const checkoutRoute = createRoute({
  method: "post",
  path: "/checkout",
  operationId: "startCheckout",
  tags: ["payments"],
  summary:
    "Pay for a plan named by id; the price comes from the catalogue. A repeated idempotency key, or a pending payment of the plan, is the same checkout",
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: {
    200: jsonResponse(checkoutResponseSchema, "Sandbox: paid and active; Zarinpal: where to send the buyer"),
    ...errors,
    403: jsonResponse(apiErrorSchema, "No way to pay is configured (sandbox refused in production)"),
    502: jsonResponse(apiErrorSchema, "The gateway did not answer"),
  },
});
const verifyRoute = createRoute({
  method: "post",
  path: "/verify",
  operationId: "verifyPayment",
  tags: ["payments"],
  summary: "zarinpal-payment verify (001 §7): idempotent; activates the plan once",
  request: { body: jsonBody(verifyRequestSchema) },
  responses: {
    200: jsonResponse(verifyResponseSchema, "The payment's outcome"),
    ...errors,
    404: jsonResponse(apiErrorSchema, "No payment of this user has that authority"),
    502: jsonResponse(apiErrorSchema, "The gateway did not answer; the payment stays pending"),
  },
});

export function paymentRoutes(ctx: PaymentContext) {
  const verify = createPaymentVerifier(ctx);
  return createRouter()
    .openapi(modeRoute, (c) => c.json({ mode: ctx.config.payments.mode }, 200))
    .openapi(listRoute, async (c) => c.json({ payments: await listPayments(ctx, { userId: c.get("user").id }) }, 200))
    .openapi(summaryRoute, async (c) => c.json(await summarizePayments(ctx, { userId: c.get("user").id }), 200))
    .openapi(transactionsRoute, async (c) =>
      c.json(await listTransactions(ctx, { userId: c.get("user").id, query: c.req.valid("query") }), 200),
    )
    .openapi(quoteRoute, async (c) =>
      c.json(
        await quoteCheckout(ctx, { userId: c.get("user").id, planId: c.req.valid("query").plan, now: new Date() }),
        200,
      ),
    )
    .openapi(receiptRoute, async (c) =>
      c.json(await getReceipt(ctx, { userId: c.get("user").id, paymentId: c.req.valid("param").id }), 200),
    )
    .openapi(checkoutRoute, async (c) => {
      const user = c.get("user");
      const { plan, idempotency_key } = c.req.valid("json");
      const input = { userId: user.id, planId: plan, idempotencyKey: idempotency_key, now: new Date() };
      const payments = ctx.config.payments;
      if (payments.mode === "disabled") throw new DomainError("payments_disabled", 403, payments.reason);
      if (payments.mode === "sandbox" || !ctx.zarinpal) {
        return c.json({ mode: "sandbox" as const, ...(await payInSandbox(ctx, input)) }, 200);
      }
      const started = await startZarinpalPayment({ ...ctx, zarinpal: ctx.zarinpal }, { ...input, email: user.email });
      return c.json({ mode: "zarinpal" as const, payment: started.payment, redirect_url: started.redirectUrl }, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const { authority, status } = c.req.valid("json");
      return c.json(await verify({ userId: c.get("user").id, authority, status }), 200);
    });
}
