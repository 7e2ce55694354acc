import {
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  adminPaymentSchema,
  refundPaymentSchema,
} from "../../shared/admin";
import { apiErrorSchema } from "../../shared/api-errors";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { actingAdmin, errors, idParams, tags, withNotFound } from "./route-parts";
import { getPayment, listAllPayments, refundPayment } from "./service";

const paymentsRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/payments",
  operationId: "listAllPayments",
  tags,
  summary: "The latest 50 payments of everyone, by status when asked",
  request: { query: adminPaymentListQuerySchema },
  responses: { 200: jsonResponse(adminPaymentListSchema, "Newest first"), ...errors },
});
const paymentRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/payments/{id}",
  operationId: "getPayment",
  tags,
  summary: "One payment's details",
  request: { params: idParams },
  responses: { 200: jsonResponse(adminPaymentSchema, "The payment"), ...withNotFound },
});
const refundRoute = createRoute({
  security: adminSession,
  method: "post",
  path: "/payments/{id}/refund",
  operationId: "refundPayment",
  tags,
  summary: "Record a refund made by hand: the payment becomes refunded and the plan it bought ends",
  request: { params: idParams, body: jsonBody(refundPaymentSchema) },
  responses: {
    200: jsonResponse(adminPaymentSchema, "Refunded"),
    ...withNotFound,
    409: jsonResponse(apiErrorSchema, "Not a paid payment"),
  },
});

/** The transactions tab: everyone's payments, one payment's details, and recording a refund. */
export function paymentRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(paymentsRoute, async (c) => c.json(await listAllPayments(ctx, { query: c.req.valid("query") }), 200))
    .openapi(paymentRoute, async (c) => c.json(await getPayment(ctx, { paymentId: c.req.valid("param").id }), 200))
    .openapi(refundRoute, async (c) =>
      c.json(
        await refundPayment(ctx, {
          admin: actingAdmin(c),
          paymentId: c.req.valid("param").id,
          reason: c.req.valid("json").reason,
          now: new Date(),
        }),
        200,
      ),
    );
}
