import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { discountCodeInputSchema, discountCodeListSchema, discountCodeSchema } from "../../shared/discounts";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { createDiscountCode, deleteDiscountCode, listDiscountCodes, updateDiscountCode } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such discount code, or a product, of this seller"),
};
const taken = jsonResponse(apiErrorSchema, "The shop has this code already, or as many codes as it may");
const idParams = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "catalog",
  operationId: "listDiscountCodes",
  tags: ["discount-codes"],
  summary: "The shop's discount codes, newest first, with their uses so far and revenue",
  responses: { 200: jsonResponse(discountCodeListSchema, "The shop's codes"), 401: errors[401] },
});
const createCodeRoute = createRoute({
  method: "post",
  path: "/",
  shop: "catalog",
  operationId: "createDiscountCode",
  tags: ["discount-codes"],
  summary: "Add a discount code: percent or fixed, limits, dates and what it applies to",
  request: { body: jsonBody(discountCodeInputSchema) },
  responses: { 201: jsonResponse(discountCodeSchema, "Created"), ...errors, 409: taken },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  shop: "catalog",
  operationId: "updateDiscountCode",
  tags: ["discount-codes"],
  summary: "Replace a discount code's settings; its uses so far stay",
  request: { params: idParams, body: jsonBody(discountCodeInputSchema) },
  responses: { 200: jsonResponse(discountCodeSchema, "Saved"), ...errors, 409: taken },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "catalog",
  operationId: "deleteDiscountCode",
  tags: ["discount-codes"],
  summary: "Delete a discount code; orders that used it keep it as typed",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errors },
});

export function discountRoutes(deps: ServiceContext) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listDiscountCodes(deps, { sellerId: c.get("shop").sellerId }), 200))
    .openapi(createCodeRoute, async (c) =>
      c.json(
        await createDiscountCode(deps, {
          sellerId: c.get("shop").sellerId,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        201,
      ),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateDiscountCode(deps, {
          sellerId: c.get("shop").sellerId,
          id: c.req.valid("param").id,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteDiscountCode(deps, { sellerId: c.get("shop").sellerId, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
