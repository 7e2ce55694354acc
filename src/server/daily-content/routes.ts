import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { customCaptionStyleSchema, customCaptionStyleStateSchema } from "../../shared/custom-caption-style";
import {
  contentLanguageQuerySchema,
  dailyContentBodySchema,
  dailyContentDaySchema,
  dailyContentHistorySchema,
  dailyContentSchema,
  improveContentRequestSchema,
  improveContentResponseSchema,
} from "../../shared/daily-content";
import { calendarDateSchema } from "../../shared/text";
import { aiRateLimited } from "../ai/service";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { sendJsonText } from "../http/json-text-response";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import { tehranToday } from "../period-starts";
import type { ServiceContext } from "../service-context";
import { deleteCustomStyle, getCustomStyle, saveCustomStyle } from "./custom-style";
import { improveDailyContent } from "./improve";
import { regenerateToday } from "./regenerate";
import { generateToday, listDays, readDay, updateContent } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such content of this user"),
};
const idParams = z.object({ id: z.uuid() });

const todayRoute = createRoute({
  method: "get",
  path: "/today",
  operationId: "getTodaysContent",
  summary: "Today's content (Tehran day), or null, and what the plan opens",
  tags: ["daily-content"],
  responses: { 200: jsonResponse(dailyContentDaySchema, "Today's content (Tehran day), or null"), 401: errors[401] },
});
const daysRoute = createRoute({
  method: "get",
  path: "/days",
  operationId: "listContentDays",
  summary: "The user's days with content, newest first",
  tags: ["daily-content"],
  responses: { 200: jsonResponse(dailyContentHistorySchema, "The user's days, newest first"), 401: errors[401] },
});
const dayRoute = createRoute({
  method: "get",
  path: "/days/{date}",
  operationId: "getContentDay",
  summary: "That day's content, or null, and what the plan opens",
  tags: ["daily-content"],
  request: { params: z.object({ date: calendarDateSchema }) },
  responses: {
    200: jsonResponse(dailyContentDaySchema, "That day's content, or null"),
    400: errors[400],
    401: errors[401],
  },
});
const generateRoute = createRoute({
  method: "post",
  path: "/generate",
  operationId: "generateDailyContent",
  tags: ["daily-content"],
  summary: "daily-content-generator (000 §7): today's content, made once per user and day",
  request: { query: contentLanguageQuerySchema },
  responses: {
    200: jsonResponse(dailyContentDaySchema, "Today's content already existed"),
    201: jsonResponse(dailyContentDaySchema, "Generated now"),
    400: errors[400],
    401: errors[401],
    429: jsonResponse(apiErrorSchema, "Too many AI requests"),
  },
});
const regenerateRoute = createRoute({
  method: "post",
  path: "/items/{id}/regenerate",
  operationId: "regenerateDailyContent",
  tags: ["daily-content"],
  summary: "Today's content composed again from a new seed, within the plan's regenerations a day",
  request: { params: idParams, query: contentLanguageQuerySchema },
  responses: {
    200: jsonResponse(dailyContentDaySchema, "Regenerated and saved; access counts the regeneration"),
    ...errors,
    403: jsonResponse(apiErrorSchema, "The plan's regenerations of today are used up (regenerations_used_up)"),
    409: jsonResponse(apiErrorSchema, "Not today's content (past_day_locked)"),
    429: jsonResponse(apiErrorSchema, "Too many AI requests"),
  },
});
const customStyleRoute = createRoute({
  method: "get",
  path: "/custom-style",
  operationId: "getCustomCaptionStyle",
  summary: "The user's custom caption style (null when none) and whether the plan opens it",
  tags: ["daily-content"],
  responses: {
    200: jsonResponse(
      customCaptionStyleStateSchema,
      "The user's custom caption style (null when none) and whether the plan opens it",
    ),
    401: errors[401],
  },
});
const saveCustomStyleRoute = createRoute({
  method: "put",
  path: "/custom-style",
  operationId: "saveCustomCaptionStyle",
  tags: ["daily-content"],
  summary: "Ultra's own caption style (decision 022): saved, and today's custom captions composed in it again",
  request: { body: jsonBody(customCaptionStyleSchema) },
  responses: {
    200: jsonResponse(customCaptionStyleStateSchema, "Saved"),
    400: errors[400],
    401: errors[401],
    403: jsonResponse(apiErrorSchema, "The plan has no custom caption style (feature_locked)"),
  },
});
const deleteCustomStyleRoute = createRoute({
  method: "delete",
  path: "/custom-style",
  operationId: "deleteCustomCaptionStyle",
  summary: "Remove the custom caption style; content already made stays",
  tags: ["daily-content"],
  responses: {
    200: jsonResponse(customCaptionStyleStateSchema, "Removed; content already made stays"),
    401: errors[401],
  },
});
const updateRoute = createRoute({
  method: "put",
  path: "/items/{id}",
  operationId: "saveDailyContent",
  summary: "Save the user's edits to a day's content, within what the plan opens",
  tags: ["daily-content"],
  request: { params: idParams, body: jsonBody(dailyContentBodySchema) },
  responses: {
    200: jsonResponse(dailyContentSchema, "Saved"),
    ...errors,
    403: jsonResponse(apiErrorSchema, "A section the plan does not include would gain content"),
  },
});
const improveRoute = createRoute({
  method: "post",
  path: "/items/{id}/improve",
  operationId: "improveDailyContent",
  tags: ["daily-content"],
  summary: "ai-content-generator, improve_content (000 §7): improved and saved",
  request: { params: idParams, body: jsonBody(improveContentRequestSchema) },
  responses: {
    200: jsonResponse(improveContentResponseSchema, "Improved and saved"),
    ...errors,
    402: jsonResponse(apiErrorSchema, "AI messages of the plan used up"),
    409: jsonResponse(apiErrorSchema, "The content changed while the AI was thinking (content_changed)"),
    429: jsonResponse(apiErrorSchema, "Too many AI requests"),
    502: jsonResponse(apiErrorSchema, "The AI could not improve it"),
  },
});

export function dailyContentRoutes(ctx: ServiceContext, options: { rateLimit: PerUserRateLimit }) {
  const deps = { ...ctx, rateLimit: options.rateLimit };
  return createRouter()
    .openapi(todayRoute, async (c) => {
      const now = new Date();
      return sendJsonText(c, await readDay(deps, { userId: c.get("user").id, now, date: tehranToday(now) }));
    })
    .openapi(customStyleRoute, async (c) =>
      c.json(await getCustomStyle(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(saveCustomStyleRoute, async (c) =>
      c.json(
        await saveCustomStyle(deps, { userId: c.get("user").id, style: c.req.valid("json"), now: new Date() }),
        200,
      ),
    )
    .openapi(deleteCustomStyleRoute, async (c) =>
      c.json(await deleteCustomStyle(deps, { userId: c.get("user").id, now: new Date() }), 200),
    )
    .openapi(daysRoute, async (c) => c.json(await listDays(deps, { userId: c.get("user").id }), 200))
    .openapi(dayRoute, async (c) =>
      sendJsonText(
        c,
        await readDay(deps, { userId: c.get("user").id, now: new Date(), date: c.req.valid("param").date }),
      ),
    )
    .openapi(generateRoute, async (c) => {
      const { locale } = c.req.valid("query");
      const userId = c.get("user").id;
      // CHAT-37: generating is an AI call like the chat's, under the same per-user limit.
      if (!deps.rateLimit.take(userId)) throw aiRateLimited();
      const { day, created } = await generateToday(deps, { userId, now: new Date(), locale });
      return created ? c.json(day, 201) : c.json(day, 200);
    })
    .openapi(regenerateRoute, async (c) => {
      const userId = c.get("user").id;
      if (!deps.rateLimit.take(userId)) throw aiRateLimited();
      const { id } = c.req.valid("param");
      return c.json(
        await regenerateToday(deps, { userId, id, locale: c.req.valid("query").locale, now: new Date() }),
        200,
      );
    })
    .openapi(updateRoute, async (c) =>
      c.json(
        await updateContent(deps, {
          userId: c.get("user").id,
          id: c.req.valid("param").id,
          body: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(improveRoute, async (c) =>
      c.json(
        await improveDailyContent(deps, {
          userId: c.get("user").id,
          id: c.req.valid("param").id,
          request: c.req.valid("json").improvement_request,
          now: new Date(),
        }),
        200,
      ),
    );
}
