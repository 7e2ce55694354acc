import { meSchema } from "../../shared/account";
import { apiErrorSchema } from "../../shared/api-errors";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import type { ServiceContext } from "../service-context";
import { getMe } from "./service";

const route = createRoute({
  method: "get",
  path: "/",
  operationId: "getAccount",
  summary: "The signed-in user: id, e-mail, full name, when they signed up and whether they are an admin",
  tags: ["account"],
  responses: {
    200: { description: "The signed-in user", content: { "application/json": { schema: meSchema } } },
    401: { description: "Not signed in", content: { "application/json": { schema: apiErrorSchema } } },
  },
});

export function accountRoutes(ctx: Pick<ServiceContext, "db">) {
  return createRouter().openapi(route, async (c) => c.json(await getMe(ctx, { userId: c.get("user").id }), 200));
}
