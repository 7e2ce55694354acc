import { apiErrorSchema } from "../../shared/api-errors";
import { sentSupportMessageSchema, supportMessageSchema } from "../../shared/support";
import type { CachedSession } from "../auth/service";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import { clientAddress } from "../http/client-ip";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { sessionWhenSent } from "../http/openapi-security";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { Mailer } from "../integrations/mail/mailer";
import { acknowledgeSupportMessage, sendSupportMessage } from "./service";

const sendRoute = createRoute({
  method: "post",
  path: "/messages",
  operationId: "sendSupportMessage",
  security: sessionWhenSent,
  tags: ["support"],
  summary: "Send a message from the /support or /contact form; a visitor may too (it reaches the admin's inbox)",
  request: { body: jsonBody(supportMessageSchema) },
  responses: {
    201: jsonResponse(sentSupportMessageSchema, "Stored"),
    400: jsonResponse(apiErrorSchema, "Invalid input"),
    429: jsonResponse(apiErrorSchema, "Too many messages; wait a few minutes"),
  },
});

/**
 * /api/support (issue 16). Open to visitors: limited per signed-in user, or per address for a visitor
 * (DESIGN d10: the forms are the only thing a visitor writes). A signed-in sender writing from their own
 * address gets a "we received your message" e-mail; a visitor none (no mail to an address anyone typed).
 */
export function supportRoutes(deps: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  readSession: (headers: Headers) => Promise<CachedSession | null>;
  rateLimit: PerUserRateLimit;
  trustProxy: boolean;
}) {
  return createRouter().openapi(sendRoute, async (c) => {
    const session = await deps.readSession(c.req.raw.headers);
    const userId = session?.user.id ?? null;
    const sender = userId ? `user:${userId}` : `address:${clientAddress(c, deps.trustProxy)}`;
    if (!deps.rateLimit.take(sender)) {
      throw new DomainError("rate_limited", 429, "Too many messages; please wait a few minutes.");
    }
    const message = c.req.valid("json");
    const sent = await sendSupportMessage(deps, { userId, message, now: new Date() });
    if (session) await acknowledgeSupportMessage(deps, { sender: session.user, message });
    return c.json(sent, 201);
  });
}
