import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { linkChannelSchema, sellerChannelListSchema, sellerChannelSchema } from "../../shared/publishing";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import { linkChannel, listChannels, unlinkChannel } from "./channels";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};

const listRoute = createRoute({
  method: "get",
  path: "/",
  shop: "manager",
  operationId: "listChannels",
  tags: ["publishing"],
  summary: "The seller's linked Telegram and Bale channels, newest first",
  responses: { 200: jsonResponse(sellerChannelListSchema, "The channels, each with its bot"), ...errors },
});
const linkRoute = createRoute({
  method: "post",
  path: "/",
  shop: "manager",
  operationId: "linkChannel",
  tags: ["publishing"],
  summary: "Link a channel to one of the seller's bots: getChat and getChatMember must show the bot may post",
  request: { body: jsonBody(linkChannelSchema) },
  responses: {
    201: jsonResponse(sellerChannelSchema, "Linked"),
    ...errors,
    403: jsonResponse(apiErrorSchema, "The bot was deactivated, or the seller blocked, by an admin"),
    404: jsonResponse(apiErrorSchema, "No such bot of this seller"),
    409: jsonResponse(apiErrorSchema, "Already linked to this bot, or the seller's channel limit is reached"),
    422: jsonResponse(apiErrorSchema, "Not a channel, or the bot may not post there (params.reason says why)"),
    502: jsonResponse(apiErrorSchema, "The platform did not answer"),
  },
});
const unlinkRoute = createRoute({
  method: "delete",
  path: "/{id}",
  shop: "manager",
  operationId: "unlinkChannel",
  tags: ["publishing"],
  summary: "Unlink a channel; the posts made there are kept",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    204: { description: "Unlinked" },
    ...errors,
    404: jsonResponse(apiErrorSchema, "No such channel of this seller"),
  },
});

export function channelRoutes(deps: ServiceContext) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ items: await listChannels(deps, { userId: c.get("shop").sellerId }) }, 200),
    )
    .openapi(linkRoute, async (c) => {
      const { bot_id, channel } = c.req.valid("json");
      const linked = await linkChannel(deps, {
        userId: c.get("shop").sellerId,
        botId: bot_id,
        channel,
        now: new Date(),
      });
      return c.json(linked, 201);
    })
    .openapi(unlinkRoute, async (c) => {
      await unlinkChannel(deps, { userId: c.get("shop").sellerId, channelId: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
