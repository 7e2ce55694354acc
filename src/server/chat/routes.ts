import { z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  messagePageSchema,
  messagesQuerySchema,
  renameConversationSchema,
  sendChatMessageSchema,
} from "../../shared/chat";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { sendJsonText } from "../http/json-text-response";
import type { OpenStreams } from "../http/open-streams";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { prepareChatTurn } from "./chat-turn";
import { deleteConversation, listConversations, listMessages, renameConversation } from "./service";

const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  404: jsonResponse(apiErrorSchema, "No such conversation of this user"),
};
const idParams = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/conversations",
  operationId: "listConversations",
  summary: "The user's AI chat conversations, most recently updated first, a page at a time",
  tags: ["chat"],
  request: { query: conversationsQuerySchema },
  responses: {
    200: jsonResponse(conversationPageSchema, "A page of the user's conversations, most recently updated first"),
    400: errors[400],
    401: errors[401],
  },
});
const renameRoute = createRoute({
  method: "patch",
  path: "/conversations/{id}",
  operationId: "renameConversation",
  summary: "Rename a conversation",
  tags: ["chat"],
  request: { params: idParams, body: jsonBody(renameConversationSchema) },
  responses: { 200: jsonResponse(conversationSchema, "Renamed"), ...errors },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/conversations/{id}",
  operationId: "deleteConversation",
  summary: "Delete a conversation with its messages",
  tags: ["chat"],
  request: { params: idParams },
  responses: { 204: { description: "Deleted with its messages" }, ...errors },
});
const messagesRoute = createRoute({
  method: "get",
  path: "/conversations/{id}/messages",
  operationId: "listConversationMessages",
  summary: "A conversation's newest messages before a cursor, oldest first",
  tags: ["chat"],
  request: { params: idParams, query: messagesQuerySchema },
  responses: { 200: jsonResponse(messagePageSchema, "The newest messages before the cursor, oldest first"), ...errors },
});
const sendRoute = createRoute({
  method: "post",
  path: "/messages",
  operationId: "sendChatMessage",
  tags: ["chat"],
  summary: "Send a message; the reply streams as server-sent events (see chatStreamEventSchemas)",
  request: { body: jsonBody(sendChatMessageSchema) },
  responses: {
    200: { description: "start, delta…, then done or error", content: { "text/event-stream": { schema: z.string() } } },
    ...errors,
    402: jsonResponse(apiErrorSchema, "The plan's AI messages are used up (quota_exceeded)"),
    429: jsonResponse(apiErrorSchema, "Too many AI requests"),
  },
});

export function chatRoutes(
  ctx: ServiceContext,
  options: {
    /** The per-user AI limit the chat and daily content share. */
    rateLimit: PerUserRateLimit;
    openStreams: OpenStreams;
  },
) {
  const deps = { ...ctx, ...options };
  return createRouter()
    .openapi(listRoute, async (c) =>
      sendJsonText(c, await listConversations(deps, { userId: c.get("user").id, ...c.req.valid("query") })),
    )
    .openapi(renameRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { title } = c.req.valid("json");
      return c.json(await renameConversation(deps, { userId: c.get("user").id, id, title }), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await deleteConversation(deps, { userId: c.get("user").id, id: c.req.valid("param").id });
      return c.body(null, 204);
    })
    .openapi(messagesRoute, async (c) => {
      const conversationId = c.req.valid("param").id;
      return sendJsonText(
        c,
        await listMessages(deps, { userId: c.get("user").id, conversationId, ...c.req.valid("query") }),
      );
    })
    .openapi(sendRoute, async (c) => {
      const turn = await prepareChatTurn(deps, {
        userId: c.get("user").id,
        message: c.req.valid("json"),
        now: new Date(),
      });
      return streamSSE(c, async (stream) => {
        const aborted = new AbortController();
        stream.onAbort(() => aborted.abort());
        const ended = deps.openStreams.add(() => aborted.abort());
        try {
          for await (const { event, data } of turn.events(aborted.signal)) {
            await stream.writeSSE({ event, data: JSON.stringify(data) });
          }
        } finally {
          ended();
        }
      });
    });
}
