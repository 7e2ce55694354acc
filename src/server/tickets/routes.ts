import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  newTicketSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketReplySchema,
  ticketSchema,
  ticketThreadSchema,
} from "../../shared/tickets";
import { DomainError } from "../errors";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { createTicket, listTickets, replyToTicket, ticketRateLimits, ticketThread } from "./service";

const tags = ["tickets"];
const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  429: jsonResponse(apiErrorSchema, "Too many tickets or messages; wait a few minutes"),
};
const withNotFound = { ...errors, 404: jsonResponse(apiErrorSchema, "No such ticket of this user") };
const idParams = z.object({ id: z.uuid() });

const listRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listTickets",
  tags,
  summary: "The user's tickets, newest first, searched by title or number, with the four counters",
  request: { query: ticketListQuerySchema },
  responses: { 200: jsonResponse(ticketListSchema, "Tickets and counters"), ...errors },
});
const createTicketRoute = createRoute({
  method: "post",
  path: "/",
  operationId: "openTicket",
  tags,
  summary: "Open a ticket (title, description, priority low/medium/high, medium by default)",
  request: { body: jsonBody(newTicketSchema) },
  responses: { 201: jsonResponse(ticketSchema, "Opened, with its number"), ...errors },
});
const threadRoute = createRoute({
  method: "get",
  path: "/{id}",
  operationId: "getTicket",
  tags,
  summary: "A ticket of the user with its replies from both sides",
  request: { params: idParams },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread"), ...withNotFound },
});
const replyRoute = createRoute({
  method: "post",
  path: "/{id}/replies",
  operationId: "replyToTicket",
  tags,
  summary: "Write in the ticket's thread (a closed ticket opens again)",
  request: { params: idParams, body: jsonBody(ticketReplySchema) },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread with the reply"), ...withNotFound },
});

/** /api/tickets (issue 16, DESIGN d7): a signed-in user's own tickets; app.ts asks for the session. */
export function ticketRoutes(deps: Pick<ServiceContext, "db">) {
  const limits = {
    open: new PerUserRateLimit(ticketRateLimits.open.max, ticketRateLimits.open.windowMs),
    reply: new PerUserRateLimit(ticketRateLimits.reply.max, ticketRateLimits.reply.windowMs),
  };
  const take = (limit: PerUserRateLimit, userId: string) => {
    if (!limit.take(userId))
      throw new DomainError("rate_limited", 429, "Too many messages; please wait a few minutes.");
  };
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listTickets(deps, { userId: c.get("user").id, query: c.req.valid("query") }), 200),
    )
    .openapi(createTicketRoute, async (c) => {
      const userId = c.get("user").id;
      const values = c.req.valid("json");
      take(limits.open, userId);
      return c.json(await createTicket(deps, { userId, values, now: new Date() }), 201);
    })
    .openapi(threadRoute, async (c) =>
      c.json(await ticketThread(deps, { ticketId: c.req.valid("param").id, userId: c.get("user").id }), 200),
    )
    .openapi(replyRoute, async (c) => {
      const userId = c.get("user").id;
      const { body } = c.req.valid("json");
      take(limits.reply, userId);
      const thread = await replyToTicket(deps, {
        ticketId: c.req.valid("param").id,
        ownerId: userId,
        authorId: userId,
        fromSupport: false,
        body,
        now: new Date(),
      });
      return c.json(thread, 200);
    });
}
