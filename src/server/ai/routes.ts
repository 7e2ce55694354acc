import { apiErrorSchema } from "../../shared/api-errors";
import { type AiQuota, aiQuotaSchema, aiYourRequestSchema, aiYourResponseSchema } from "../../shared/chat";
import type { HotRead } from "../hot-state/service";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody } from "../http/openapi-content";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { answerAiYour } from "./ai-your";
import { cachedAiQuota, getAiQuota } from "./quota-service";

const quotaRoute = createRoute({
  method: "get",
  path: "/quota",
  operationId: "getAiQuota",
  summary: "The user's AI message allowance now: the plan's limit, what is used and what is left",
  tags: ["ai"],
  responses: {
    200: { description: "The user's AI allowance now", content: { "application/json": { schema: aiQuotaSchema } } },
    401: { description: "Not signed in", content: { "application/json": { schema: apiErrorSchema } } },
  },
});

const aiYourRoute = createRoute({
  method: "post",
  path: "/",
  operationId: "askAiYour",
  tags: ["ai"],
  summary: "ai-your (000 §7)",
  request: { body: jsonBody(aiYourRequestSchema) },
  responses: {
    200: { description: "The reply", content: { "application/json": { schema: aiYourResponseSchema } } },
    400: { description: "Invalid input", content: { "application/json": { schema: apiErrorSchema } } },
    402: { description: "Quota used up", content: { "application/json": { schema: apiErrorSchema } } },
    429: { description: "Too many AI requests", content: { "application/json": { schema: apiErrorSchema } } },
    502: { description: "The AI failed", content: { "application/json": { schema: apiErrorSchema } } },
  },
});

/** `quotaRoute` answered by the fast path when this instance holds the plan and the messages spent (decision 024). */
export function aiQuotaHotRead(engine: AiQuota["engine"]): HotRead {
  return {
    path: "/api/ai/quota",
    answer: (cache, userId, now) => {
      const cached = cachedAiQuota(cache, userId, now);
      return cached && { body: JSON.stringify({ ...cached.quota, engine } satisfies AiQuota), until: cached.until };
    },
  };
}

export function aiQuotaRoutes(deps: ServiceContext) {
  return createRouter().openapi(quotaRoute, async (c) => {
    const quota = await getAiQuota(deps, { userId: c.get("user").id, now: new Date() });
    return c.json({ ...quota, engine: deps.ai.kind }, 200);
  });
}

export function aiYourRoutes(ctx: ServiceContext, options: { rateLimit: PerUserRateLimit }) {
  const deps = { ...ctx, rateLimit: options.rateLimit };
  return createRouter().openapi(aiYourRoute, async (c) =>
    c.json(
      await answerAiYour(deps, { userId: c.get("user").id, message: c.req.valid("json").message, now: new Date() }),
      200,
    ),
  );
}
