import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  conversationMessageSchema,
  conversationReplySchema,
  conversationSchema,
  inboxPageSchema,
  inboxQuerySchema,
  threadPageSchema,
  threadQuerySchema,
  whatsappReadSchema,
} from "../../shared/conversations";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { ServiceContext } from "../service-context";
import {
  listInbox,
  markRead,
  markWhatsappRead,
  readConversation,
  readThread,
  release,
  replyToBuyer,
  takeOver,
} from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  403: jsonResponse(apiErrorSchema, "Not staff of this shop, or a role without conversations"),
  404: jsonResponse(apiErrorSchema, "No such conversation of this shop"),
};
const sendErrors = {
  ...errors,
  409: jsonResponse(apiErrorSchema, "The buyer blocked the bot, or the bot is not active"),
  429: jsonResponse(apiErrorSchema, "The platform asks the bot to wait"),
  502: jsonResponse(apiErrorSchema, "The platform did not take the message"),
};
const idParams = z.object({ id: z.uuid() });

const inboxRoute = createRoute({
  method: "get",
  path: "/",
  shop: "orders",
  operationId: "listShopConversations",
  tags: ["conversations"],
  summary: "The shop's buyers who wrote to its bots or WhatsApp numbers, the latest first, a page at a time",
  request: { query: inboxQuerySchema },
  responses: { 200: jsonResponse(inboxPageSchema, "A page of the inbox and its counts"), ...errors },
});
const whatsappReadRoute = createRoute({
  method: "post",
  path: "/whatsapp-reads",
  shop: "orders",
  operationId: "markWhatsappConversationRead",
  tags: ["conversations"],
  summary: "The seller opened a WhatsApp conversation from the inbox: its messages so far are read",
  request: { body: jsonBody(whatsappReadSchema) },
  responses: { 204: { description: "Read" }, ...errors },
});
const conversationRoute = createRoute({
  method: "get",
  path: "/{id}",
  shop: "orders",
  operationId: "getShopConversation",
  tags: ["conversations"],
  summary: "One bot conversation: the buyer, the channel, their orders, and whether a person holds it",
  request: { params: idParams },
  responses: { 200: jsonResponse(conversationSchema, "The conversation"), ...errors },
});
const threadRoute = createRoute({
  method: "get",
  path: "/{id}/messages",
  shop: "orders",
  operationId: "getShopConversationMessages",
  tags: ["conversations"],
  summary: "What the buyer sent and what the bot or a person answered, the latest page first (older with `before`)",
  request: { params: idParams, query: threadQuerySchema },
  responses: { 200: jsonResponse(threadPageSchema, "A page of the thread, oldest first"), ...errors },
});
const readRoute = createRoute({
  method: "post",
  path: "/{id}/read",
  shop: "orders",
  operationId: "markShopConversationRead",
  tags: ["conversations"],
  summary: "The seller opened the conversation: the buyer's messages so far are read",
  request: { params: idParams },
  responses: { 204: { description: "Read" }, ...errors },
});
const replyRoute = createRoute({
  method: "post",
  path: "/{id}/messages",
  shop: "orders",
  operationId: "replyInConversation",
  tags: ["conversations"],
  summary: "Reply to the buyer through the bot, as the signed-in account; the conversation is taken over",
  request: { params: idParams, body: jsonBody(conversationReplySchema) },
  responses: { 201: jsonResponse(conversationMessageSchema, "Sent"), ...sendErrors },
});
const takeOverRoute = createRoute({
  method: "post",
  path: "/{id}/takeover",
  shop: "orders",
  operationId: "takeOverConversation",
  tags: ["conversations"],
  summary:
    "Pause the sales assistant for this buyer (until released, or 24 hours after the last reply); the buyer is told",
  request: { params: idParams },
  responses: { 200: jsonResponse(conversationSchema, "Taken over"), ...sendErrors },
});
const releaseRoute = createRoute({
  method: "delete",
  path: "/{id}/takeover",
  shop: "orders",
  operationId: "releaseConversation",
  tags: ["conversations"],
  summary: "Let the sales assistant answer this buyer again",
  request: { params: idParams },
  responses: { 200: jsonResponse(conversationSchema, "Released"), ...errors },
});

/** Issue 37: the shop's inbox under /api/conversations, for the roles that handle orders. */
export function conversationRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(inboxRoute, async (c) => {
      const { filter, cursor } = c.req.valid("query");
      const page = await listInbox(ctx, { sellerId: c.get("shop").sellerId, filter, cursor, now: new Date() });
      return c.json(page, 200);
    })
    .openapi(whatsappReadRoute, async (c) => {
      const body = c.req.valid("json");
      await markWhatsappRead(ctx, {
        sellerId: c.get("shop").sellerId,
        connectionId: body.connection_id,
        customerNumber: body.customer_number,
        now: new Date(),
      });
      return c.body(null, 204);
    })
    .openapi(conversationRoute, async (c) => {
      const conversation = await readConversation(ctx, {
        sellerId: c.get("shop").sellerId,
        conversationId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(conversation, 200);
    })
    .openapi(threadRoute, async (c) => {
      const page = await readThread(ctx, {
        sellerId: c.get("shop").sellerId,
        conversationId: c.req.valid("param").id,
        before: c.req.valid("query").before,
      });
      return c.json(page, 200);
    })
    .openapi(readRoute, async (c) => {
      await markRead(ctx, {
        sellerId: c.get("shop").sellerId,
        conversationId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.body(null, 204);
    })
    .openapi(replyRoute, async (c) => {
      const { sellerId, actorId } = c.get("shop");
      const message = await replyToBuyer(ctx, {
        sellerId,
        actorId,
        conversationId: c.req.valid("param").id,
        text: c.req.valid("json").text,
        now: new Date(),
      });
      return c.json(message, 201);
    })
    .openapi(takeOverRoute, async (c) => {
      const { sellerId, actorId } = c.get("shop");
      const conversation = await takeOver(ctx, {
        sellerId,
        actorId,
        conversationId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(conversation, 200);
    })
    .openapi(releaseRoute, async (c) => {
      const conversation = await release(ctx, {
        sellerId: c.get("shop").sellerId,
        conversationId: c.req.valid("param").id,
        now: new Date(),
      });
      return c.json(conversation, 200);
    });
}
