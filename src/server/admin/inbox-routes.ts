import { inboxMessageListSchema } from "../../shared/support";
import {
  inboxTicketListQuerySchema,
  inboxTicketListSchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
  ticketThreadSchema,
} from "../../shared/tickets";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { listSupportMessages } from "../support/service";
import { listInboxTickets, ticketThread } from "../tickets/service";
import { actingAdmin, errors, idParams, tags, withNotFound } from "./route-parts";
import { answerTicket, moveTicket } from "./service";

const inboxMessagesRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/inbox/messages",
  operationId: "listSupportMessages",
  tags,
  summary: "The latest 50 messages sent from the /support and /contact forms",
  responses: { 200: jsonResponse(inboxMessageListSchema, "Newest first"), ...errors },
});
const inboxTicketsRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/inbox/tickets",
  operationId: "listAllTickets",
  tags,
  summary: "Everyone's latest 50 tickets, by status when asked",
  request: { query: inboxTicketListQuerySchema },
  responses: { 200: jsonResponse(inboxTicketListSchema, "Newest first"), ...errors },
});
const inboxTicketRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/inbox/tickets/{id}",
  operationId: "getTicketThread",
  tags,
  summary: "A ticket's thread",
  request: { params: idParams },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread"), ...withNotFound },
});
const inboxReplyRoute = createRoute({
  security: adminSession,
  method: "post",
  path: "/inbox/tickets/{id}/replies",
  operationId: "answerTicket",
  tags,
  summary: "Answer a ticket as support (an open ticket moves to in progress)",
  request: { params: idParams, body: jsonBody(ticketReplySchema) },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread with the answer"), ...withNotFound },
});
const inboxStatusRoute = createRoute({
  security: adminSession,
  method: "put",
  path: "/inbox/tickets/{id}/status",
  operationId: "setTicketStatus",
  tags,
  summary: "Move a ticket to open, in progress or closed",
  request: { params: idParams, body: jsonBody(ticketStatusChangeSchema) },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread"), ...withNotFound },
});

/** The inbox (ADM-28): the contact and support messages, and everyone's tickets answered as support. */
export function inboxRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(inboxMessagesRoute, async (c) => c.json(await listSupportMessages(ctx), 200))
    .openapi(inboxTicketsRoute, async (c) => c.json(await listInboxTickets(ctx, { query: c.req.valid("query") }), 200))
    .openapi(inboxTicketRoute, async (c) => c.json(await ticketThread(ctx, { ticketId: c.req.valid("param").id }), 200))
    .openapi(inboxReplyRoute, async (c) =>
      c.json(
        await answerTicket(ctx, {
          admin: actingAdmin(c),
          ticketId: c.req.valid("param").id,
          body: c.req.valid("json").body,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(inboxStatusRoute, async (c) =>
      c.json(
        await moveTicket(ctx, {
          admin: actingAdmin(c),
          ticketId: c.req.valid("param").id,
          status: c.req.valid("json").status,
        }),
        200,
      ),
    );
}
