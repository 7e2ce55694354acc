import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  adminActionListSchema,
  adminBotListSchema,
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
  adminPaymentSchema,
  adminRoleChangeSchema,
  adminStatsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  adminWhatsappListSchema,
  blockUserSchema,
  botStatusChangeSchema,
  refundPaymentSchema,
  telegramLogSchema,
} from "../../shared/admin";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  jobApplicationListSchema,
  jobFormSchema,
  jobListSchema,
  jobSchema,
  jobStatusChangeSchema,
} from "../../shared/careers";
import { inboxMessageListSchema } from "../../shared/support";
import {
  inboxTicketListQuerySchema,
  inboxTicketListSchema,
  ticketReplySchema,
  ticketStatusChangeSchema,
  ticketThreadSchema,
} from "../../shared/tickets";
import { whatsappTestSchema } from "../../shared/whatsapp";
import { hasRole } from "../account/service";
import type { Database } from "../db/client";
import { forbidden, unauthenticated } from "../errors";
import type { AppEnv } from "../http/context";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import type { FileStorage } from "../integrations/storage/file-storage";
import type { SellerDeps } from "../seller-deps";
import { listSupportMessages } from "../support/service";
import { listInboxTickets, ticketThread } from "../tickets/service";
import {
  type AdminDeps,
  adminStats,
  answerTicket,
  applicationCv,
  blockUser,
  createJob,
  getPayment,
  listAdminActions,
  listAllBots,
  listAllJobs,
  listAllPayments,
  listJobApplications,
  listUsers,
  moveTicket,
  refundPayment,
  sendWhatsappTest,
  setAdminRole,
  setBotStatus,
  setJobStatus,
  telegramLog,
  unblockUser,
  updateJob,
  whatsappMessageList,
} from "./service";

/**
 * 000 §6: only a user whose user_roles row says admin. Runs after the sign-in check and before any route
 * reads its input, so a visitor gets 401 and a user 403 whatever they sent.
 */
export function requireAdmin(db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) throw unauthenticated();
    if (!(await hasRole({ db }, { userId: user.id, role: "admin" }))) throw forbidden();
    await next();
  };
}

const tags = ["admin"];
const errors = {
  400: jsonResponse(apiErrorSchema, "Invalid input"),
  401: jsonResponse(apiErrorSchema, "Not signed in"),
  403: jsonResponse(apiErrorSchema, "Not an admin"),
};
const withNotFound = { ...errors, 404: jsonResponse(apiErrorSchema, "No such user, bot or payment") };
const idParams = z.object({ id: z.uuid() });

const statsRoute = createRoute({
  method: "get",
  path: "/stats",
  operationId: "getAdminStats",
  tags,
  summary: "Users, subscribers, WhatsApp messages (total, today), this Jalali month's revenue, bots, AI messages",
  responses: { 200: jsonResponse(adminStatsSchema, "The figures"), ...errors },
});
const usersRoute = createRoute({
  method: "get",
  path: "/users",
  operationId: "listUsers",
  tags,
  summary: "The newest users with subscription, role, block and this month's AI usage; searched, paged",
  request: { query: adminUserListQuerySchema },
  responses: { 200: jsonResponse(adminUserListSchema, "A page of users"), ...errors },
});
const blockRoute = createRoute({
  method: "post",
  path: "/users/{id}/block",
  operationId: "blockUser",
  tags,
  summary: "Block a user: sessions end now, sign-in is refused, their bots stop answering",
  request: { params: idParams, body: jsonBody(blockUserSchema) },
  responses: {
    200: jsonResponse(adminUserSchema, "Blocked"),
    ...withNotFound,
    409: jsonResponse(apiErrorSchema, "An admin cannot block themself"),
  },
});
const unblockRoute = createRoute({
  method: "post",
  path: "/users/{id}/unblock",
  operationId: "unblockUser",
  tags,
  summary: "Lift a block",
  request: { params: idParams },
  responses: { 200: jsonResponse(adminUserSchema, "Unblocked"), ...withNotFound },
});
const roleRoute = createRoute({
  method: "put",
  path: "/users/{id}/admin",
  operationId: "setUserAdminRole",
  tags,
  summary: "Grant or revoke the admin role (user_roles)",
  request: { params: idParams, body: jsonBody(adminRoleChangeSchema) },
  responses: {
    200: jsonResponse(adminUserSchema, "Changed"),
    ...withNotFound,
    409: jsonResponse(apiErrorSchema, "An admin cannot demote themself"),
  },
});
const telegramLogRoute = createRoute({
  method: "get",
  path: "/telegram/logs",
  operationId: "listTelegramLogs",
  tags,
  summary: "The latest 50 exchanges of the platform's assistant bot and the sellers' bots",
  responses: { 200: jsonResponse(telegramLogSchema, "Newest first"), ...errors },
});
const botsRoute = createRoute({
  method: "get",
  path: "/bots",
  operationId: "listSellerBots",
  tags,
  summary: "Sellers' bots, newest connected first, with message and product counts",
  responses: { 200: jsonResponse(adminBotListSchema, "The bots"), ...errors },
});
const botStatusRoute = createRoute({
  method: "put",
  path: "/bots/{id}/status",
  operationId: "setSellerBotStatus",
  tags,
  summary: "Activate or deactivate a seller's bot; answers the reloaded list",
  request: { params: idParams, body: jsonBody(botStatusChangeSchema) },
  responses: { 200: jsonResponse(adminBotListSchema, "The bots, with the new status"), ...withNotFound },
});
const whatsappRoute = createRoute({
  method: "get",
  path: "/whatsapp/messages",
  operationId: "listWhatsappMessages",
  tags,
  summary: "The count of WhatsApp messages and the latest 50",
  responses: { 200: jsonResponse(adminWhatsappListSchema, "Newest first"), ...errors },
});
const whatsappTestRoute = createRoute({
  method: "post",
  path: "/whatsapp/test",
  operationId: "resendWhatsappTest",
  tags,
  summary: "Send the WhatsApp test message again (000 §7 send-whatsapp-test)",
  request: { body: jsonBody(whatsappTestSchema) },
  responses: {
    200: jsonResponse(z.object({ sent: z.literal(true) }), "Sent"),
    ...errors,
    409: jsonResponse(apiErrorSchema, "The admin has no WhatsApp number connected at /adminto"),
    429: jsonResponse(apiErrorSchema, "WhatsApp is limiting the number"),
    502: jsonResponse(apiErrorSchema, "WhatsApp refused the message or did not answer"),
  },
});
const paymentsRoute = createRoute({
  method: "get",
  path: "/payments",
  operationId: "listAllPayments",
  tags,
  summary: "The latest 50 payments of everyone, by status when asked",
  request: { query: adminPaymentListQuerySchema },
  responses: { 200: jsonResponse(adminPaymentListSchema, "Newest first"), ...errors },
});
const paymentRoute = createRoute({
  method: "get",
  path: "/payments/{id}",
  operationId: "getPayment",
  tags,
  summary: "One payment's details",
  request: { params: idParams },
  responses: { 200: jsonResponse(adminPaymentSchema, "The payment"), ...withNotFound },
});
const refundRoute = createRoute({
  method: "post",
  path: "/payments/{id}/refund",
  operationId: "refundPayment",
  tags,
  summary: "Record a refund made by hand: the payment becomes refunded and the plan it bought ends",
  request: { params: idParams, body: jsonBody(refundPaymentSchema) },
  responses: {
    200: jsonResponse(adminPaymentSchema, "Refunded"),
    ...withNotFound,
    409: jsonResponse(apiErrorSchema, "Not a paid payment"),
  },
});
const inboxMessagesRoute = createRoute({
  method: "get",
  path: "/inbox/messages",
  operationId: "listSupportMessages",
  tags,
  summary: "The latest 50 messages sent from the /support and /contact forms",
  responses: { 200: jsonResponse(inboxMessageListSchema, "Newest first"), ...errors },
});
const inboxTicketsRoute = createRoute({
  method: "get",
  path: "/inbox/tickets",
  operationId: "listAllTickets",
  tags,
  summary: "Everyone's latest 50 tickets, by status when asked",
  request: { query: inboxTicketListQuerySchema },
  responses: { 200: jsonResponse(inboxTicketListSchema, "Newest first"), ...errors },
});
const inboxTicketRoute = createRoute({
  method: "get",
  path: "/inbox/tickets/{id}",
  operationId: "getTicketThread",
  tags,
  summary: "A ticket's thread",
  request: { params: idParams },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread"), ...withNotFound },
});
const inboxReplyRoute = createRoute({
  method: "post",
  path: "/inbox/tickets/{id}/replies",
  operationId: "answerTicket",
  tags,
  summary: "Answer a ticket as support (an open ticket moves to in progress)",
  request: { params: idParams, body: jsonBody(ticketReplySchema) },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread with the answer"), ...withNotFound },
});
const inboxStatusRoute = createRoute({
  method: "put",
  path: "/inbox/tickets/{id}/status",
  operationId: "setTicketStatus",
  tags,
  summary: "Move a ticket to open, in progress or closed",
  request: { params: idParams, body: jsonBody(ticketStatusChangeSchema) },
  responses: { 200: jsonResponse(ticketThreadSchema, "The thread"), ...withNotFound },
});
const jobsRoute = createRoute({
  method: "get",
  path: "/careers/jobs",
  operationId: "listAllJobs",
  tags,
  summary: "Every job, open and closed, newest first",
  responses: { 200: jsonResponse(jobListSchema, "Newest first"), ...errors },
});
const createJobRoute = createRoute({
  method: "post",
  path: "/careers/jobs",
  operationId: "createJob",
  tags,
  summary: "Add a job; it is open at once and listed on /careers",
  request: { body: jsonBody(jobFormSchema) },
  responses: { 201: jsonResponse(jobSchema, "Added"), ...errors },
});
const updateJobRoute = createRoute({
  method: "put",
  path: "/careers/jobs/{id}",
  operationId: "updateJob",
  tags,
  summary: "Edit a job",
  request: { params: idParams, body: jsonBody(jobFormSchema) },
  responses: { 200: jsonResponse(jobSchema, "Saved"), ...withNotFound },
});
const jobStatusRoute = createRoute({
  method: "put",
  path: "/careers/jobs/{id}/status",
  operationId: "setJobStatus",
  tags,
  summary: "Close a job (off /careers, no more applications) or reopen it",
  request: { params: idParams, body: jsonBody(jobStatusChangeSchema) },
  responses: { 200: jsonResponse(jobSchema, "Saved"), ...withNotFound },
});
const applicationsRoute = createRoute({
  method: "get",
  path: "/careers/applications",
  operationId: "listJobApplications",
  tags,
  summary: "The latest 50 job applications, with the job's title",
  responses: { 200: jsonResponse(jobApplicationListSchema, "Newest first"), ...errors },
});
const applicationCvRoute = createRoute({
  method: "get",
  path: "/careers/applications/{id}/cv",
  operationId: "downloadApplicationCv",
  tags,
  summary: "Download an application's CV (a PDF)",
  request: { params: idParams },
  responses: {
    200: {
      description: "The CV",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...withNotFound,
  },
});
const actionsRoute = createRoute({
  method: "get",
  path: "/actions",
  operationId: "listAdminActions",
  tags,
  summary: "The latest 50 admin actions: who did what, to whom, when",
  responses: { 200: jsonResponse(adminActionListSchema, "Newest first"), ...errors },
});

/** /api/admin (DESIGN 27): the admin panel's reads and actions; app.ts guards the whole prefix. */
export function adminRoutes(
  deps: AdminDeps & {
    storage: FileStorage;
    /** What sending a WhatsApp test message from the admin's own number takes (issue 17). */
    whatsapp: Pick<SellerDeps, "config" | "secrets" | "events" | "logger">;
  },
) {
  const admin = (c: { get: (key: "user") => { id: string; email: string } }) => {
    const { id, email } = c.get("user");
    return { id, email };
  };
  return createRouter()
    .openapi(statsRoute, async (c) => c.json(await adminStats(deps, { now: new Date() }), 200))
    .openapi(usersRoute, async (c) =>
      c.json(await listUsers(deps, { query: c.req.valid("query"), now: new Date() }), 200),
    )
    .openapi(blockRoute, async (c) =>
      c.json(
        await blockUser(deps, {
          admin: admin(c),
          userId: c.req.valid("param").id,
          reason: c.req.valid("json").reason,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(unblockRoute, async (c) =>
      c.json(await unblockUser(deps, { admin: admin(c), userId: c.req.valid("param").id, now: new Date() }), 200),
    )
    .openapi(roleRoute, async (c) =>
      c.json(
        await setAdminRole(deps, {
          admin: admin(c),
          userId: c.req.valid("param").id,
          isAdmin: c.req.valid("json").is_admin,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(telegramLogRoute, async (c) => c.json(await telegramLog(deps), 200))
    .openapi(botsRoute, async (c) => c.json(await listAllBots(deps), 200))
    .openapi(botStatusRoute, async (c) => {
      await setBotStatus(deps, { admin: admin(c), botId: c.req.valid("param").id, status: c.req.valid("json").status });
      return c.json(await listAllBots(deps), 200);
    })
    .openapi(whatsappRoute, async (c) => c.json(await whatsappMessageList(deps, { adminId: admin(c).id }), 200))
    .openapi(whatsappTestRoute, async (c) => {
      const { user_name, user_phone } = c.req.valid("json");
      const sent = await sendWhatsappTest(
        { ...deps.whatsapp, db: deps.db },
        { admin: admin(c), userName: user_name, userPhone: user_phone, now: new Date() },
      );
      return c.json(sent, 200);
    })
    .openapi(paymentsRoute, async (c) => c.json(await listAllPayments(deps, { query: c.req.valid("query") }), 200))
    .openapi(paymentRoute, async (c) => c.json(await getPayment(deps, { paymentId: c.req.valid("param").id }), 200))
    .openapi(refundRoute, async (c) =>
      c.json(
        await refundPayment(deps, {
          admin: admin(c),
          paymentId: c.req.valid("param").id,
          reason: c.req.valid("json").reason,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(actionsRoute, async (c) => c.json(await listAdminActions(deps), 200))
    .openapi(inboxMessagesRoute, async (c) => c.json(await listSupportMessages(deps), 200))
    .openapi(inboxTicketsRoute, async (c) => c.json(await listInboxTickets(deps, { query: c.req.valid("query") }), 200))
    .openapi(inboxTicketRoute, async (c) =>
      c.json(await ticketThread(deps, { ticketId: c.req.valid("param").id }), 200),
    )
    .openapi(inboxReplyRoute, async (c) =>
      c.json(
        await answerTicket(deps, {
          admin: admin(c),
          ticketId: c.req.valid("param").id,
          body: c.req.valid("json").body,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(inboxStatusRoute, async (c) =>
      c.json(
        await moveTicket(deps, {
          admin: admin(c),
          ticketId: c.req.valid("param").id,
          status: c.req.valid("json").status,
        }),
        200,
      ),
    )
    .openapi(jobsRoute, async (c) => c.json(await listAllJobs(deps), 200))
    .openapi(createJobRoute, async (c) =>
      c.json(await createJob(deps, { admin: admin(c), values: c.req.valid("json"), now: new Date() }), 201),
    )
    .openapi(updateJobRoute, async (c) =>
      c.json(
        await updateJob(deps, {
          admin: admin(c),
          jobId: c.req.valid("param").id,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(jobStatusRoute, async (c) =>
      c.json(
        await setJobStatus(deps, {
          admin: admin(c),
          jobId: c.req.valid("param").id,
          status: c.req.valid("json").status,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(applicationsRoute, async (c) => c.json(await listJobApplications(deps), 200))
    .openapi(applicationCvRoute, async (c) => {
      const applicationId = c.req.valid("param").id;
      const file = await applicationCv(deps, { applicationId });
      // Checked to be a PDF when it came; always a download, never shown in the app's own origin.
      return c.body(file.slice(0, file.size - 1), 200, {
        "Content-Type": "application/pdf",
        "Content-Length": String(file.size),
        "Content-Disposition": `attachment; filename="cv-${applicationId}.pdf"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      });
    });
}
