import { apiErrorSchema } from "../../shared/api-errors";
import { gatewayAnswerSchema, paymentGatewaySchema, saveGatewaySchema } from "../../shared/seller-settings";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { getGateway, saveGateway } from "./service";

const getRoute = createRoute({
  method: "get",
  path: "/",
  shop: "owner",
  operationId: "getPaymentGateway",
  tags: ["seller-settings"],
  summary: "The seller's Zarinpal gateway, its merchant id masked; null when none is set",
  responses: {
    200: jsonResponse(gatewayAnswerSchema, "The gateway or null"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});
const saveRoute = createRoute({
  method: "put",
  path: "/",
  shop: "owner",
  operationId: "setPaymentGateway",
  tags: ["seller-settings"],
  summary: "Set or change the Zarinpal merchant id (a 36-character lowercase UUID)",
  request: { body: jsonBody(saveGatewaySchema) },
  responses: {
    200: jsonResponse(paymentGatewaySchema, "Saved; the merchant id masked"),
    400: jsonResponse(apiErrorSchema, "Not a merchant id"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});

export function gatewayRoutes(deps: ServiceContext) {
  return createRouter()
    .openapi(getRoute, async (c) =>
      c.json({ gateway: await getGateway(deps, { userId: c.get("shop").sellerId }) }, 200),
    )
    .openapi(saveRoute, async (c) => {
      const merchantId = c.req.valid("json").zarinpal_merchant_id;
      return c.json(await saveGateway(deps, { userId: c.get("shop").sellerId, merchantId, now: new Date() }), 200);
    });
}
