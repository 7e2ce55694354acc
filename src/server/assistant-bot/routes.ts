import { z } from "@hono/zod-openapi";
import { Api } from "grammy";
import { apiErrorSchema } from "../../shared/api-errors";
import { DomainError, notFound } from "../errors";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { telegramWebhookSecret } from "../http/openapi-security";
import { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { answerMessage, assistantBotOf, recordIncomingMessage } from "./service";
import { assistantWebhookSecret, isAssistantWebhookSecret } from "./webhook-secret";

// Telegram posts here with no session: the secret token in the header is the credential. The body (an
// Update) is read only once that matches, so it is not declared for the validator, which would read it first.
const webhookRoute = createRoute({
  method: "post",
  path: "/webhook",
  operationId: "receiveAssistantBotUpdate",
  security: telegramWebhookSecret,
  tags: ["telegram"],
  summary: "The platform's assistant bot's updates, posted by Telegram (DESIGN 17)",
  description:
    "The body is a Telegram Update (JSON with `update_id`). A private chat's text message is answered by the AI engine and logged to telegram_logs; anything else is acknowledged and ignored.",
  request: { headers: z.object({ "x-telegram-bot-api-secret-token": z.string().optional() }) },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), "Taken (or taken before); the answer follows"),
    400: jsonResponse(apiErrorSchema, "Not a Telegram update"),
    401: jsonResponse(apiErrorSchema, "Not the webhook's secret token"),
    404: jsonResponse(apiErrorSchema, "No assistant bot: TELEGRAM_BOT_TOKEN is not set"),
  },
});

const updateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });

const notFromTelegram = () =>
  new DomainError("unauthenticated", 401, "The webhook's secret token is missing or wrong.");

/** `inBackground` runs the answer after Telegram has its 200 (app.ts): shutdown waits for it, a failure is logged. */
export function assistantBotRoutes(
  ctx: ServiceContext,
  options: { inBackground: (work: () => Promise<unknown>, failure: string) => void },
) {
  const bot = assistantBotOf(ctx.config);
  const secret = ctx.config.appSecret && assistantWebhookSecret(ctx.config.appSecret);
  const answering = bot && {
    db: ctx.db,
    ai: ctx.ai,
    logger: ctx.logger,
    api: new Api(bot.token, { apiRoot: bot.apiRoot, timeoutSeconds: 15 }),
    answers: new PerUserRateLimit(ctx.config.aiRateLimitPerMinute, 60_000),
    limitNotices: new PerUserRateLimit(1, 60_000),
  };
  return createRouter().openapi(webhookRoute, async (c) => {
    const given = c.req.valid("header")["x-telegram-bot-api-secret-token"];
    // The secret first, bot or no bot: a stranger learns nothing, not even whether the bot is on.
    if (!secret || !isAssistantWebhookSecret(secret, given)) throw notFromTelegram();
    if (!answering) throw notFound("The assistant bot");
    const body: unknown = await c.req.json().catch(() => {
      throw new DomainError("malformed_json", 400, "The request body is not valid JSON.");
    });
    const update = updateSchema.safeParse(body);
    if (!update.success) throw new DomainError("validation_failed", 400, "The request body is not a Telegram update.");
    const message = await recordIncomingMessage(answering, { update: update.data });
    if (message) {
      options.inBackground(() => answerMessage(answering, message), "the assistant bot could not answer a message");
    }
    return c.json({ ok: true as const }, 200);
  });
}
