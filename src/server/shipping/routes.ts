import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  shippingMethodInputSchema,
  shippingMethodListSchema,
  shippingMethodSchema,
  shippingMethodUpdateSchema,
  shopOriginAnswerSchema,
  shopOriginInputSchema,
} from "../../shared/shipping";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import {
  createShippingMethod,
  deleteShippingMethod,
  listShippingMethods,
  readShopOrigin,
  saveShopOrigin,
  updateShippingMethod,
} from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};
const notFound = { 404: jsonResponse(apiErrorSchema, "Not one of the seller's shipping methods") };
const idParam = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "member",
  operationId: "listShippingMethods",
  tags: ["shipping"],
  summary: "The shop's shipping methods in the order the bot offers them",
  responses: { 200: jsonResponse(shippingMethodListSchema, "The methods"), 401: errors[401] },
});
const createMethodRoute = createRoute({
  method: "post",
  path: "/",
  shop: "manager",
  operationId: "createShippingMethod",
  tags: ["shipping"],
  summary: "Add a shipping method: its name, cost rule, provinces served and delivery time",
  request: { body: jsonBody(shippingMethodInputSchema) },
  responses: {
    201: jsonResponse(shippingMethodSchema, "Added, last in the list"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "The shop holds as many shipping methods as it may"),
  },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  shop: "manager",
  operationId: "updateShippingMethod",
  tags: ["shipping"],
  summary: "Replace a shipping method; without is_active its switch stays",
  request: { params: idParam, body: jsonBody(shippingMethodUpdateSchema) },
  responses: { 200: jsonResponse(shippingMethodSchema, "Saved"), ...errors, ...notFound },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "manager",
  operationId: "deleteShippingMethod",
  tags: ["shipping"],
  summary: "Delete a shipping method; orders that used it keep its name and cost",
  request: { params: idParam },
  responses: { 204: { description: "Deleted" }, ...errors, ...notFound },
});
const readOriginRoute = createRoute({
  method: "get",
  path: "/origin",
  shop: "member",
  operationId: "getShopOrigin",
  tags: ["shipping"],
  summary: "The province and city the shop sends from, or null until it is set",
  responses: { 200: jsonResponse(shopOriginAnswerSchema, "The origin"), 401: errors[401] },
});
const saveOriginRoute = createRoute({
  method: "put",
  path: "/origin",
  shop: "manager",
  operationId: "saveShopOrigin",
  tags: ["shipping"],
  summary: "Set the province and city the shop sends from (a city of that province)",
  request: { body: jsonBody(shopOriginInputSchema) },
  responses: { 200: jsonResponse(shopOriginAnswerSchema, "Saved"), ...errors },
});

export function shippingRoutes(deps: ServiceContext) {
  // The origin's routes come before `/{id}`, which would otherwise take "origin" for an id.
  return createRouter()
    .openapi(readOriginRoute, async (c) =>
      c.json({ origin: await readShopOrigin(deps, { sellerId: c.get("shop").sellerId }) }, 200),
    )
    .openapi(saveOriginRoute, async (c) =>
      c.json(
        {
          origin: await saveShopOrigin(deps, {
            sellerId: c.get("shop").sellerId,
            values: c.req.valid("json"),
            now: new Date(),
          }),
        },
        200,
      ),
    )
    .openapi(listRoute, async (c) => c.json(await listShippingMethods(deps, { sellerId: c.get("shop").sellerId }), 200))
    .openapi(createMethodRoute, async (c) =>
      c.json(
        await createShippingMethod(deps, {
          sellerId: c.get("shop").sellerId,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        201,
      ),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateShippingMethod(deps, {
          sellerId: c.get("shop").sellerId,
          methodId: c.req.valid("param").id,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteShippingMethod(deps, { sellerId: c.get("shop").sellerId, methodId: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
