import { type RouteHandler, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { typedText } from "../../shared/text";
import {
  customerNumberSchema,
  whatsappConnectionListSchema,
  whatsappConnectionSchema,
  whatsappConnectionUpdateSchema,
  whatsappConnectSchema,
  whatsappConversationListSchema,
  whatsappMessageSchema,
  whatsappReplySchema,
  whatsappTakeoverSchema,
  whatsappTestSchema,
  whatsappThreadSchema,
} from "../../shared/whatsapp";
import type { AppEnv } from "../http/context";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { whatsappSignature, whatsappVerifyToken } from "../http/openapi-security";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { connectionOf, connectNumber, disconnectNumber, listConnections, setAutoReply } from "./connections";
import { listConversations, readThread } from "./messages";
import { sendTestMessage } from "./send";
import { releaseWhatsappConversation, replyByHand, takeOverWhatsapp } from "./takeover";
import { receiveWebhook, verifyWebhook } from "./webhook";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such number of this seller"),
};
const sendErrors = {
  ...errors,
  409: jsonResponse(apiErrorSchema, "More than 24 hours since the customer's last message"),
  429: jsonResponse(apiErrorSchema, "WhatsApp is limiting this number"),
  502: jsonResponse(
    apiErrorSchema,
    "WhatsApp refused the message or did not answer; the message is recorded as failed",
  ),
};
const connectionParams = z.object({ id: z.uuid() });
const conversationParams = z.object({ id: z.uuid(), customer: customerNumberSchema });

const listRoute = createRoute({
  method: "get",
  path: "/connections",
  shop: "member",
  operationId: "listWhatsappNumbers",
  tags: ["whatsapp"],
  summary: "The seller's WhatsApp numbers, secrets masked, and how many the plan allows",
  responses: { 200: jsonResponse(whatsappConnectionListSchema, "The numbers"), 401: errors[401] },
});
const connectRoute = createRoute({
  method: "post",
  path: "/connections",
  shop: "manager",
  operationId: "connectWhatsappNumber",
  tags: ["whatsapp"],
  summary: "Connect a WhatsApp Cloud API number: the token is checked with Meta; again renews its secrets",
  request: { body: jsonBody(whatsappConnectSchema) },
  responses: {
    201: jsonResponse(whatsappConnectionSchema, "Connected"),
    400: jsonResponse(apiErrorSchema, "Invalid input, or a token Meta refused for this number"),
    401: errors[401],
    403: jsonResponse(apiErrorSchema, "The plan allows no more numbers"),
    409: jsonResponse(apiErrorSchema, "The number is connected to another account"),
    429: jsonResponse(apiErrorSchema, "Too many connect attempts"),
    502: jsonResponse(apiErrorSchema, "Meta did not answer"),
  },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/connections/{id}",
  shop: "manager",
  operationId: "setWhatsappAutoReply",
  tags: ["whatsapp"],
  summary: "Turn the auto-reply on or off",
  request: { params: connectionParams, body: jsonBody(whatsappConnectionUpdateSchema) },
  responses: { 200: jsonResponse(whatsappConnectionSchema, "Changed"), ...errors },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/connections/{id}",
  shop: "manager",
  operationId: "disconnectWhatsappNumber",
  tags: ["whatsapp"],
  summary: "Disconnect a number; its conversations are kept",
  request: { params: connectionParams },
  responses: { 204: { description: "Disconnected" }, ...errors },
});
const testRoute = createRoute({
  method: "post",
  path: "/connections/{id}/test",
  shop: "manager",
  operationId: "sendWhatsappTest",
  tags: ["whatsapp"],
  summary: "000 §7 send-whatsapp-test: a test message from this number to a phone",
  request: { params: connectionParams, body: jsonBody(whatsappTestSchema) },
  responses: { 201: jsonResponse(whatsappMessageSchema, "Sent"), ...sendErrors },
});
const conversationsRoute = createRoute({
  method: "get",
  path: "/connections/{id}/conversations",
  shop: "orders",
  operationId: "listWhatsappConversations",
  tags: ["whatsapp"],
  summary: "The number's conversations, by customer, the latest first",
  request: { params: connectionParams },
  responses: { 200: jsonResponse(whatsappConversationListSchema, "The conversations"), ...errors },
});
const threadRoute = createRoute({
  method: "get",
  path: "/connections/{id}/conversations/{customer}",
  shop: "orders",
  operationId: "getWhatsappConversation",
  tags: ["whatsapp"],
  summary: "One conversation's latest messages, oldest first, and until when free replies are allowed",
  request: { params: conversationParams },
  responses: { 200: jsonResponse(whatsappThreadSchema, "The conversation"), ...errors },
});
const replyRoute = createRoute({
  method: "post",
  path: "/connections/{id}/conversations/{customer}/messages",
  shop: "orders",
  operationId: "sendWhatsappReply",
  tags: ["whatsapp"],
  summary: "Reply by hand, within WhatsApp's 24 hours; the conversation is taken over from the auto-reply",
  request: { params: conversationParams, body: jsonBody(whatsappReplySchema) },
  responses: { 201: jsonResponse(whatsappMessageSchema, "Sent"), ...sendErrors },
});
const takeOverRoute = createRoute({
  method: "post",
  path: "/connections/{id}/conversations/{customer}/takeover",
  shop: "orders",
  operationId: "takeOverWhatsappConversation",
  tags: ["whatsapp"],
  summary:
    "Pause the auto-reply for this customer (until released, or 24 hours after the last reply); the customer is told within WhatsApp's 24 hours",
  request: { params: conversationParams },
  responses: { 200: jsonResponse(whatsappTakeoverSchema, "Taken over"), ...errors },
});
const releaseRoute = createRoute({
  method: "delete",
  path: "/connections/{id}/conversations/{customer}/takeover",
  shop: "orders",
  operationId: "releaseWhatsappConversation",
  tags: ["whatsapp"],
  summary: "Let the auto-reply answer this customer again",
  request: { params: conversationParams },
  responses: { 200: jsonResponse(whatsappTakeoverSchema, "Released"), ...errors },
});

// Meta calls these with no session: the verify token (GET) and the app secret's signature (POST) prove it.
const verifyRoute = createRoute({
  method: "get",
  path: "/connections/{id}/webhook",
  operationId: "verifyWhatsappWebhook",
  security: whatsappVerifyToken,
  tags: ["whatsapp"],
  summary: "Meta's webhook verification: the challenge, for the number's verify token only",
  request: {
    params: connectionParams,
    query: z.object({
      "hub.mode": typedText().max(40).optional(),
      "hub.verify_token": typedText().max(200).optional(),
      "hub.challenge": typedText().max(200).optional(),
    }),
  },
  responses: {
    200: { description: "The challenge", content: { "text/plain": { schema: z.string() } } },
    403: jsonResponse(apiErrorSchema, "Not this number's verify token"),
  },
});
const webhookRoute = createRoute({
  method: "post",
  path: "/connections/{id}/webhook",
  operationId: "receiveWhatsappWebhook",
  security: whatsappSignature,
  tags: ["whatsapp"],
  summary: "A number's messages and statuses, posted by Meta and signed with the app secret (DESIGN 26)",
  request: { params: connectionParams },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), "Stored (or stored before)"),
    400: jsonResponse(apiErrorSchema, "Not a WhatsApp webhook call"),
    401: jsonResponse(apiErrorSchema, "Not signed with this number's app secret"),
  },
});

// Numbers connected before the webhook moved under /connections (decision 027) keep the address their seller
// pasted into Meta; the document names only the new one.
const legacyVerifyRoute = createRoute({
  ...verifyRoute,
  path: "/{id}/webhook",
  operationId: "verifyWhatsappWebhookAtOldAddress",
  hide: true,
});
const legacyWebhookRoute = createRoute({
  ...webhookRoute,
  path: "/{id}/webhook",
  operationId: "receiveWhatsappWebhookAtOldAddress",
  hide: true,
});

export function whatsappRoutes(
  deps: ServiceContext,
  options: {
    /** Connect attempts per user (DESIGN d10): each one calls Meta. */
    connectRateLimit: PerUserRateLimit;
    /** Told of each number with messages waiting for an answer: the sales assistant answers them. */
    onWaiting: (phoneNumberId: string) => void;
  },
) {
  const connecting = { ...deps, connectRateLimit: options.connectRateLimit };
  const answerVerification: RouteHandler<typeof verifyRoute, AppEnv> = async (c) => {
    const query = c.req.valid("query");
    const challenge = await verifyWebhook(deps, {
      connectionId: c.req.valid("param").id,
      mode: query["hub.mode"],
      verifyToken: query["hub.verify_token"],
      challenge: query["hub.challenge"],
      now: new Date(),
    });
    if (challenge === null) {
      return c.json({ code: "forbidden", message: "The verify token does not match this number." }, 403);
    }
    return c.text(challenge, 200);
  };
  const receive: RouteHandler<typeof webhookRoute, AppEnv> = async (c) => {
    const connectionId = c.req.valid("param").id;
    const { waiting } = await receiveWebhook(deps, {
      connectionId,
      signature: c.req.header("x-hub-signature-256"),
      rawBody: await c.req.text(),
      now: new Date(),
    });
    // Stored: Meta gets its 200 now, and the auto-reply runs right after it.
    for (const phoneNumberId of waiting) options.onWaiting(phoneNumberId);
    return c.json({ ok: true as const }, 200);
  };
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listConnections(deps, { userId: c.get("shop").sellerId, now: new Date() }), 200),
    )
    .openapi(connectRoute, async (c) => {
      const body = c.req.valid("json");
      const connection = await connectNumber(connecting, {
        userId: c.get("shop").sellerId,
        phoneNumberId: body.phone_number_id,
        accessToken: body.access_token,
        appSecret: body.app_secret,
        verifyToken: body.verify_token,
        now: new Date(),
      });
      return c.json(connection, 201);
    })
    .openapi(updateRoute, async (c) => {
      const connection = await setAutoReply(deps, {
        userId: c.get("shop").sellerId,
        connectionId: c.req.valid("param").id,
        autoReply: c.req.valid("json").auto_reply,
      });
      return c.json(connection, 200);
    })
    .openapi(deleteRoute, async (c) => {
      await disconnectNumber(deps, { userId: c.get("shop").sellerId, connectionId: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(testRoute, async (c) => {
      const connection = await connectionOf(deps.db, {
        userId: c.get("shop").sellerId,
        connectionId: c.req.valid("param").id,
      });
      const { user_name, user_phone } = c.req.valid("json");
      const message = await sendTestMessage(deps, {
        connection,
        userName: user_name,
        userPhone: user_phone,
        now: new Date(),
      });
      return c.json(message, 201);
    })
    .openapi(conversationsRoute, async (c) => {
      const connection = await connectionOf(deps.db, {
        userId: c.get("shop").sellerId,
        connectionId: c.req.valid("param").id,
      });
      return c.json({ items: await listConversations(deps.db, connection) }, 200);
    })
    .openapi(threadRoute, async (c) => {
      const { id, customer } = c.req.valid("param");
      const connection = await connectionOf(deps.db, { userId: c.get("shop").sellerId, connectionId: id });
      return c.json(await readThread(deps, { connection, customerNumber: customer, now: new Date() }), 200);
    })
    .openapi(replyRoute, async (c) => {
      const { id, customer } = c.req.valid("param");
      const { sellerId, actorId } = c.get("shop");
      const message = await replyByHand(deps, {
        sellerId,
        actorId,
        connectionId: id,
        customerNumber: customer,
        text: c.req.valid("json").text,
        now: new Date(),
      });
      return c.json(message, 201);
    })
    .openapi(takeOverRoute, async (c) => {
      const { id, customer } = c.req.valid("param");
      const { sellerId, actorId } = c.get("shop");
      const takeover = await takeOverWhatsapp(deps, {
        sellerId,
        actorId,
        connectionId: id,
        customerNumber: customer,
        now: new Date(),
      });
      return c.json(takeover, 200);
    })
    .openapi(releaseRoute, async (c) => {
      const { id, customer } = c.req.valid("param");
      const takeover = await releaseWhatsappConversation(deps, {
        sellerId: c.get("shop").sellerId,
        connectionId: id,
        customerNumber: customer,
        now: new Date(),
      });
      return c.json(takeover, 200);
    })
    .openapi(verifyRoute, answerVerification)
    .openapi(legacyVerifyRoute, answerVerification)
    .openapi(webhookRoute, receive)
    .openapi(legacyWebhookRoute, receive);
}
