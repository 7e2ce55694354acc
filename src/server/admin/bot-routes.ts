import { adminBotListSchema, botStatusChangeSchema, telegramLogSchema } from "../../shared/admin";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { actingAdmin, errors, idParams, tags, withNotFound } from "./route-parts";
import { listAllBots, setBotStatus, telegramLog } from "./service";

const telegramLogRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/telegram/logs",
  operationId: "listTelegramLogs",
  tags,
  summary: "The latest 50 exchanges of the platform's assistant bot and the sellers' bots",
  responses: { 200: jsonResponse(telegramLogSchema, "Newest first"), ...errors },
});
const botsRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/bots",
  operationId: "listSellerBots",
  tags,
  summary: "Sellers' bots, newest connected first, with message and product counts",
  responses: { 200: jsonResponse(adminBotListSchema, "The bots"), ...errors },
});
const botStatusRoute = createRoute({
  security: adminSession,
  method: "put",
  path: "/bots/{id}/status",
  operationId: "setSellerBotStatus",
  tags,
  summary: "Activate or deactivate a seller's bot; answers the reloaded list",
  request: { params: idParams, body: jsonBody(botStatusChangeSchema) },
  responses: { 200: jsonResponse(adminBotListSchema, "The bots, with the new status"), ...withNotFound },
});

/** The Telegram tab: the bots' message log, the sellers' bots and switching one on or off. */
export function botRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(telegramLogRoute, async (c) => c.json(await telegramLog(ctx), 200))
    .openapi(botsRoute, async (c) => c.json(await listAllBots(ctx), 200))
    .openapi(botStatusRoute, async (c) => {
      await setBotStatus(ctx, {
        admin: actingAdmin(c),
        botId: c.req.valid("param").id,
        status: c.req.valid("json").status,
      });
      return c.json(await listAllBots(ctx), 200);
    });
}
