import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  botIdentityQuerySchema,
  botIdentitySchema,
  botUpdateSchema,
  connectBotSchema,
  sellerBotListSchema,
  sellerBotSchema,
} from "../../shared/bots";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { telegramWebhookSecret } from "../http/openapi-security";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { connectBot, deleteBot, identifyBot, listBots } from "./service";
import { receiveBotUpdate, WebhookSecrets } from "./webhook";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input, or a token the platform does not know"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "member",
  operationId: "listBots",
  tags: ["bots"],
  summary: "The seller's Telegram and Bale bots, newest connected first",
  responses: { 200: jsonResponse(sellerBotListSchema, "The bots, tokens masked"), ...errors },
});
const connectRoute = createRoute({
  method: "post",
  path: "/",
  shop: "manager",
  operationId: "connectBot",
  tags: ["bots"],
  summary: "Connect a bot: the token is checked with getMe and the webhook set",
  request: { body: jsonBody(connectBotSchema) },
  responses: {
    201: jsonResponse(sellerBotSchema, "Connected"),
    ...errors,
    403: jsonResponse(apiErrorSchema, "The plan allows no more bots"),
    409: jsonResponse(apiErrorSchema, "The bot is connected to another account"),
    429: jsonResponse(apiErrorSchema, "Too many connect attempts"),
    502: jsonResponse(apiErrorSchema, "The platform did not answer or refused the webhook"),
  },
});
const identityRoute = createRoute({
  method: "post",
  path: "/identity",
  shop: "manager",
  operationId: "identifyBot",
  tags: ["bots"],
  summary: "The username and name of the bot a token opens (getMe), before connecting it",
  request: { body: jsonBody(botIdentityQuerySchema) },
  responses: {
    200: jsonResponse(botIdentitySchema, "The bot the token opens"),
    ...errors,
    429: jsonResponse(apiErrorSchema, "Too many connect attempts"),
    502: jsonResponse(apiErrorSchema, "The platform did not answer"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "manager",
  operationId: "disconnectBot",
  tags: ["bots"],
  summary: "Disconnect a bot: its webhook is removed first",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    204: { description: "Deleted" },
    ...errors,
    404: jsonResponse(apiErrorSchema, "No such bot of this seller"),
    502: jsonResponse(apiErrorSchema, "The platform did not answer"),
  },
});

// Telegram and Bale post here, with no session: the secret token in the header is the credential.
const webhookRoute = createRoute({
  method: "post",
  path: "/{id}/webhook",
  operationId: "receiveBotUpdate",
  security: telegramWebhookSecret,
  tags: ["bots"],
  summary: "A bot's updates, posted by Telegram or Bale (DESIGN 20)",
  request: {
    params: z.object({ id: z.uuid() }),
    headers: z.object({ "x-telegram-bot-api-secret-token": z.string().max(256).optional() }),
    body: jsonBody(botUpdateSchema),
  },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), "Stored (or stored before)"),
    400: jsonResponse(apiErrorSchema, "Not an update"),
    401: jsonResponse(apiErrorSchema, "No such bot, or not its webhook's secret"),
  },
});

export function botRoutes(
  deps: ServiceContext,
  options: {
    /** Connect attempts per user (DESIGN d10): each one calls the platform. */
    connectRateLimit: PerUserRateLimit;
    /** Called once an update is stored and acknowledged: the selling bot handles it (DESIGN 20). */
    onUpdateStored: (botId: string) => void;
    /** A bot was connected or deleted: its polling starts or stops now (DESIGN 40). */
    onBotsChanged: () => void;
  },
) {
  const webhookSecrets = new WebhookSecrets();
  const connecting = { ...deps, connectRateLimit: options.connectRateLimit };
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ items: await listBots(deps, { userId: c.get("shop").sellerId }) }, 200))
    .openapi(connectRoute, async (c) => {
      const { platform, bot_username, bot_token } = c.req.valid("json");
      const bot = await connectBot(connecting, {
        userId: c.get("shop").sellerId,
        platform,
        username: bot_username,
        token: bot_token,
        now: new Date(),
      });
      // Connected again: the webhook has a new secret, and the old one is no longer taken here.
      webhookSecrets.forget(bot.id);
      options.onBotsChanged();
      return c.json(bot, 201);
    })
    .openapi(identityRoute, async (c) => {
      const { platform, bot_token } = c.req.valid("json");
      return c.json(await identifyBot(connecting, { userId: c.get("shop").sellerId, platform, token: bot_token }), 200);
    })
    .openapi(webhookRoute, async (c) => {
      const botId = c.req.valid("param").id;
      await receiveBotUpdate(
        { db: deps.db, logger: deps.logger, webhookSecrets },
        {
          botId,
          secretToken: c.req.valid("header")["x-telegram-bot-api-secret-token"],
          update: c.req.valid("json"),
          now: new Date(),
        },
      );
      // Stored: the platform gets its 200 now, and the handling runs right after it.
      options.onUpdateStored(botId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteBot(deps, { userId: c.get("shop").sellerId, botId: c.req.valid("param").id });
      webhookSecrets.forget(c.req.valid("param").id);
      options.onBotsChanged();
      return c.body(null, 204);
    });
}
