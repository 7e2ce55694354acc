import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  messageTemplateListSchema,
  messageTemplateSchema,
  templateActiveSchema,
  templateFormSchema,
  templateUpdateSchema,
} from "../../shared/templates";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { createTemplate, deleteTemplate, listTemplates, setTemplateActive, updateTemplate } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such template of this seller"),
};
const idParams = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "catalog",
  operationId: "listTemplates",
  summary: "The seller's message templates, newest first",
  tags: ["templates"],
  responses: { 200: jsonResponse(messageTemplateListSchema, "The seller's templates, newest first"), 401: errors[401] },
});
const createTemplateRoute = createRoute({
  method: "post",
  path: "/",
  shop: "catalog",
  operationId: "createTemplate",
  summary: "Add a message template (type, name and content)",
  tags: ["templates"],
  request: { body: jsonBody(templateFormSchema) },
  responses: {
    201: jsonResponse(messageTemplateSchema, "Created"),
    400: errors[400],
    401: errors[401],
    409: jsonResponse(apiErrorSchema, "The seller holds as many templates as one may"),
  },
});
const updateRoute = createRoute({
  method: "put",
  path: "/{id}",
  shop: "catalog",
  operationId: "updateTemplate",
  tags: ["templates"],
  summary: "Type, name and content; is_active only when sent",
  request: { params: idParams, body: jsonBody(templateUpdateSchema) },
  responses: { 200: jsonResponse(messageTemplateSchema, "Saved"), ...errors },
});
const activeRoute = createRoute({
  method: "patch",
  path: "/{id}/active",
  shop: "catalog",
  operationId: "setTemplateActive",
  summary: "Turn a message template on or off",
  tags: ["templates"],
  request: { params: idParams, body: jsonBody(templateActiveSchema) },
  responses: { 200: jsonResponse(messageTemplateSchema, "Turned on or off"), ...errors },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "catalog",
  operationId: "deleteTemplate",
  summary: "Delete a message template",
  tags: ["templates"],
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errors },
});

export function templateRoutes(deps: ServiceContext) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listTemplates(deps, { userId: c.get("shop").sellerId }), 200))
    .openapi(createTemplateRoute, async (c) =>
      c.json(
        await createTemplate(deps, { userId: c.get("shop").sellerId, values: c.req.valid("json"), now: new Date() }),
        201,
      ),
    )
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateTemplate(deps, {
          userId: c.get("shop").sellerId,
          id: c.req.valid("param").id,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(activeRoute, async (c) =>
      c.json(
        await setTemplateActive(deps, {
          userId: c.get("shop").sellerId,
          id: c.req.valid("param").id,
          isActive: c.req.valid("json").is_active,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(deleteRoute, async (c) => {
      await deleteTemplate(deps, { userId: c.get("shop").sellerId, id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
