import { apiErrorSchema } from "../../shared/api-errors";
import { shopSetupSchema } from "../../shared/shop-setup";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { dismissShopSetup, readShopSetup } from "./service";

const readRoute = createRoute({
  method: "get",
  path: "/",
  shop: "manager",
  operationId: "getShopSetup",
  tags: ["shop-setup"],
  summary: "How far the seller's first steps are: bot, a product for sale, a way to pay, the bot's first /start",
  responses: {
    200: jsonResponse(shopSetupSchema, "The steps' state"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});
const dismissRoute = createRoute({
  method: "post",
  path: "/dismissal",
  shop: "manager",
  operationId: "dismissShopSetup",
  tags: ["shop-setup"],
  summary: "Close the first-steps checklist for good",
  responses: {
    204: { description: "Closed" },
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});

export function shopSetupRoutes(deps: ServiceContext) {
  return createRouter()
    .openapi(readRoute, async (c) => c.json(await readShopSetup(deps, { userId: c.get("shop").sellerId }), 200))
    .openapi(dismissRoute, async (c) => {
      await dismissShopSetup(deps, { userId: c.get("shop").sellerId, now: new Date() });
      return c.body(null, 204);
    });
}
