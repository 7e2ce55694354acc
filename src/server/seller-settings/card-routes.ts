import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { addBankCardSchema, bankCardListSchema, bankCardSchema } from "../../shared/bank-cards";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { receiptSettingsRoutes } from "./receipt-settings-routes";
import { addBankCard, deleteBankCard, listBankCards, setDefaultBankCard } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such active card of this seller"),
};
const idParams = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "owner",
  operationId: "listBankCards",
  tags: ["seller-settings"],
  summary: "The seller's active bank cards, the default first, then the newest; each masked",
  responses: { 200: jsonResponse(bankCardListSchema, "The cards"), 401: errors[401] },
});
const addRoute = createRoute({
  method: "post",
  path: "/",
  shop: "owner",
  operationId: "addBankCard",
  tags: ["seller-settings"],
  summary: "Add a card (last four, holder, bank; optionally the full number for card-to-card sales)",
  request: { body: jsonBody(addBankCardSchema) },
  responses: {
    201: jsonResponse(bankCardSchema, "Added; the first card is the default"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "The seller holds as many cards as one may"),
  },
});
const defaultRoute = createRoute({
  method: "post",
  path: "/{id}/default",
  shop: "owner",
  operationId: "makeBankCardDefault",
  tags: ["seller-settings"],
  summary: "Make this card the only default",
  request: { params: idParams },
  responses: { 200: jsonResponse(bankCardSchema, "Now the default"), ...errors },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "owner",
  operationId: "deleteBankCard",
  tags: ["seller-settings"],
  summary: "Soft delete: the card is kept inactive; a deleted default passes to the newest card",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errors },
});

export function bankCardRoutes(deps: ServiceContext) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listBankCards(deps, { userId: c.get("shop").sellerId }), 200))
    .openapi(addRoute, async (c) =>
      c.json(
        await addBankCard(deps, { userId: c.get("shop").sellerId, values: c.req.valid("json"), now: new Date() }),
        201,
      ),
    )
    .openapi(defaultRoute, async (c) =>
      c.json(await setDefaultBankCard(deps, { userId: c.get("shop").sellerId, id: c.req.valid("param").id }), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteBankCard(deps, { userId: c.get("shop").sellerId, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .route("/receipt-settings", receiptSettingsRoutes(deps));
}
