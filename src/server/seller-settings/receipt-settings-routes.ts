import { apiErrorSchema } from "../../shared/api-errors";
import { receiptSettingsSchema } from "../../shared/seller-settings";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { getReceiptSettings, saveReceiptSettings } from "./service";

const getRoute = createRoute({
  method: "get",
  path: "/",
  // Orders staff read it: whether approving a receipt confirms the order too is what their Approve button says.
  shop: "orders",
  operationId: "getReceiptSettings",
  tags: ["seller-settings"],
  summary: "How the seller's card-to-card receipts are handled (the defaults until saved)",
  responses: {
    200: jsonResponse(receiptSettingsSchema, "The settings"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});
const saveRoute = createRoute({
  method: "put",
  path: "/",
  shop: "owner",
  operationId: "setReceiptSettings",
  tags: ["seller-settings"],
  summary: "Choose whether approving a card-to-card receipt also confirms a new order",
  request: { body: jsonBody(receiptSettingsSchema) },
  responses: {
    200: jsonResponse(receiptSettingsSchema, "Saved"),
    400: jsonResponse(apiErrorSchema, "Not a setting"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});

/** Issue 35: under the bank cards, as they concern the card-to-card sales only. */
export function receiptSettingsRoutes(deps: ServiceContext) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await getReceiptSettings(deps, { userId: c.get("shop").sellerId }), 200))
    .openapi(saveRoute, async (c) =>
      c.json(
        await saveReceiptSettings(deps, {
          userId: c.get("shop").sellerId,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    );
}
