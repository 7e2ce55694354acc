import { apiErrorSchema } from "../../shared/api-errors";
import { planPeriodSchema } from "../../shared/plan-period";
import { subscriptionStateSchema } from "../../shared/subscription";
import type { HotRead } from "../hot-state/service";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { cachedSubscription, getPlanPeriod, getSubscriptionState } from "./service";

const route = createRoute({
  method: "get",
  path: "/",
  operationId: "checkSubscription",
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

const periodRoute = createRoute({
  method: "get",
  path: "/period",
  operationId: "getSubscriptionPeriod",
  tags: ["subscription"],
  summary: "The plan of now until when, and a lower plan waiting after it (decision 021)",
  responses: {
    200: jsonResponse(planPeriodSchema, "The current plan's end and the waiting plan's dates"),
    401: jsonResponse(apiErrorSchema, "Not signed in"),
  },
});

/** `route` answered by the fast path when this instance holds the plan (decision 024). */
export const subscriptionHotRead: HotRead = {
  path: "/api/subscription",
  answer: (cache, userId, now) => {
    const cached = cachedSubscription(cache, userId, now);
    return cached && { body: JSON.stringify(cached.state), until: cached.until };
  },
};

export function subscriptionRoutes(deps: Pick<ServiceContext, "db" | "userState">) {
  return createRouter()
    .openapi(route, async (c) =>
      c.json(await getSubscriptionState(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(periodRoute, async (c) =>
      c.json(await getPlanPeriod(deps, { userId: c.get("user").id, now: new Date() }), 200),
    );
}
