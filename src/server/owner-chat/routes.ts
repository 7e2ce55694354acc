import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { ownerChatListSchema, ownerLinkSchema, ownerSettingsSchema } from "../../shared/owner-chat";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { createOwnerLink, getOwnerSettings, listOwnerChats, saveOwnerSettings, unlinkOwnerChat } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such bot or linked chat of this seller"),
};
const botParams = z.object({ id: z.uuid() });

const linkRoute = createRoute({
  method: "post",
  path: "/{id}/owner-links",
  shop: "member",
  operationId: "createOwnerLink",
  tags: ["bots"],
  summary: "A one-time link (15 minutes) that makes the account pressing Start in the bot an owner chat",
  request: { params: botParams },
  responses: { 201: jsonResponse(ownerLinkSchema, "The link to open in Telegram or Bale"), ...errors },
});
const listRoute = createRoute({
  method: "get",
  path: "/{id}/owner-chats",
  shop: "member",
  operationId: "listOwnerChats",
  tags: ["bots"],
  summary: "The accounts that get this bot's shop alerts",
  request: { params: botParams },
  responses: { 200: jsonResponse(ownerChatListSchema, "Linked chats, first linked first"), ...errors },
});
const unlinkRoute = createRoute({
  method: "delete",
  path: "/{id}/owner-chats/{chatId}",
  shop: "member",
  operationId: "unlinkOwnerChat",
  tags: ["bots"],
  summary: "Stop a linked account's alerts and owner commands",
  request: { params: z.object({ id: z.uuid(), chatId: z.uuid() }) },
  responses: { 204: { description: "Unlinked" }, ...errors },
});

/** Issue 37: each bot's owner chats, under /api/bots beside the bot's own routes. */
export function ownerChatRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(linkRoute, async (c) => {
      const link = await createOwnerLink(ctx, {
        sellerId: c.get("shop").sellerId,
        actorId: c.get("shop").actorId,
        botId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(link, 201);
    })
    .openapi(listRoute, async (c) => {
      const { sellerId, ...viewer } = c.get("shop");
      const items = await listOwnerChats(ctx, { sellerId, botId: c.req.valid("param").id, viewer });
      return c.json({ items }, 200);
    })
    .openapi(unlinkRoute, async (c) => {
      const { id, chatId } = c.req.valid("param");
      const { sellerId, ...viewer } = c.get("shop");
      await unlinkOwnerChat(ctx, { sellerId, botId: id, ownerChatId: chatId, viewer });
      return c.body(null, 204);
    });
}

const getReportRoute = createRoute({
  method: "get",
  path: "/",
  shop: "manager",
  operationId: "getOwnerSettings",
  tags: ["seller-settings"],
  summary: "Where the shop's alerts go (the bot, e-mail or both) and when the daily report comes",
  responses: { 200: jsonResponse(ownerSettingsSchema, "The settings, or the defaults"), 401: errors[401] },
});
const saveReportRoute = createRoute({
  method: "put",
  path: "/",
  shop: "manager",
  operationId: "saveOwnerSettings",
  tags: ["seller-settings"],
  summary: "Choose where alerts go, the daily report's hour and what a day without orders gets",
  request: { body: jsonBody(ownerSettingsSchema) },
  responses: { 200: jsonResponse(ownerSettingsSchema, "Saved"), 400: errors[400], 401: errors[401] },
});

/** Issue 37: where alerts go and when the daily report comes, under /api/seller-settings/owner. */
export function ownerSettingsRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(getReportRoute, async (c) => c.json(await getOwnerSettings(ctx, { userId: c.get("shop").sellerId }), 200))
    .openapi(saveReportRoute, async (c) => {
      const saved = await saveOwnerSettings(ctx, {
        userId: c.get("shop").sellerId,
        values: c.req.valid("json"),
        now: new Date(),
      });
      return c.json(saved, 200);
    });
}
