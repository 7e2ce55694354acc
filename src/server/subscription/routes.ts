import { createRoute } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { subscriptionStateSchema } from "../../shared/subscription";
import type { Database } from "../db/client";
import { createRouter } from "../http/create-router";
import { getSubscriptionState } from "./service";

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["subscription"],
  summary: "check-subscription (000 §4)",
  responses: {
    200: {
      description: "The user's subscription",
      content: { "application/json": { schema: subscriptionStateSchema } },
    },
    401: { description: "Not signed in", content: { "application/json": { schema: apiErrorSchema } } },
  },
});

export function subscriptionRoutes(db: Database) {
  return createRouter().openapi(route, async (c) =>
    c.json(await getSubscriptionState({ db }, { userId: c.get("user").id, now: new Date() }), 200),
  );
}
