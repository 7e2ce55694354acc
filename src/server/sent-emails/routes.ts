import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import { sentEmailListQuerySchema, sentEmailListSchema, sentEmailSchema } from "../../shared/sent-emails";
import { DomainError } from "../errors";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { listSentEmails, resendEmail, resendLimit } from "./service";

const tags = ["sent-emails"];
const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
};

const listRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listSentEmails",
  tags,
  summary: "The user's own e-mails from the outbox, searched by subject or recipient, with counters and the mail mode",
  request: { query: sentEmailListQuerySchema },
  responses: { 200: jsonResponse(sentEmailListSchema, "The latest 50 that match, newest first"), ...errors },
});
const resendRoute = createRoute({
  method: "post",
  path: "/{id}/resend",
  operationId: "resendEmail",
  tags,
  summary: "Send a failed e-mail again (never a password reset e-mail: its link works once)",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: jsonResponse(sentEmailSchema, "The e-mail after the new try: delivered, or failed again"),
    ...errors,
    404: jsonResponse(apiErrorSchema, "No e-mail of this user has that id"),
    409: jsonResponse(apiErrorSchema, "Not a failed e-mail, or a reset e-mail"),
    429: jsonResponse(apiErrorSchema, "Too many resends; wait a few minutes"),
  },
});

/** /api/me/emails (issue 16, DESIGN d7): the signed-in user's sent e-mails; app.ts asks for the session. */
export function sentEmailRoutes(deps: Pick<ServiceContext, "db" | "mailer">) {
  // The ids of e-mails this instance is sending again right now: they show as "sending".
  const ctx = { ...deps, sending: new Set<string>() };
  const limit = new PerUserRateLimit(resendLimit.max, resendLimit.windowMs);
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listSentEmails(ctx, { userId: c.get("user").id, query: c.req.valid("query") }), 200),
    )
    .openapi(resendRoute, async (c) => {
      const userId = c.get("user").id;
      if (!limit.take(userId))
        throw new DomainError("rate_limited", 429, "Too many resends; please wait a few minutes.");
      return c.json(await resendEmail(ctx, { userId, emailId: c.req.valid("param").id }), 200);
    });
}
