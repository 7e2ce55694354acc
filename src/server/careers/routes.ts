import { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../shared/api-errors";
import {
  jobApplicationSchema,
  jobListQuerySchema,
  jobListSchema,
  maxCvBytes,
  sentJobApplicationSchema,
} from "../../shared/careers";
import type { CachedSession } from "../auth/service";
import { DomainError } from "../errors";
import { clientAddress } from "../http/client-ip";
import { createRoute, fileBodyLimit } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonResponse } from "../http/openapi-content";
import { openToVisitors, sessionWhenSent } from "../http/openapi-security";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import type { ServiceContext } from "../service-context";
import { applyToJob, cvTooLarge, listOpenJobs } from "./service";

const tags = ["careers"];

const jobsRoute = createRoute({
  method: "get",
  path: "/jobs",
  operationId: "listOpenJobs",
  security: openToVisitors,
  tags,
  summary: "The open jobs, newest first, searched by title, id, description or skills, by department and type",
  request: { query: jobListQuerySchema },
  responses: {
    200: jsonResponse(jobListSchema, "Open jobs"),
    400: jsonResponse(apiErrorSchema, "Invalid filter"),
  },
});

// multipart/form-data: the form's fields as text, and the CV (optional) in `cv`, judged by its bytes.
const applyRoute = createRoute({
  method: "post",
  path: "/jobs/{id}/applications",
  // The form's fields are small beside the CV; the service judges the CV's own size.
  bodyLimit: fileBodyLimit(maxCvBytes, cvTooLarge),
  operationId: "applyToJob",
  security: sessionWhenSent,
  tags,
  summary: "Apply to an open job; a visitor may too (it reaches the admin's inbox)",
  request: {
    params: z.object({ id: z.uuid() }),
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: jobApplicationSchema.extend({
            cv: z.instanceof(File).optional().openapi({ type: "string", format: "binary" }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(sentJobApplicationSchema, "Stored"),
    400: jsonResponse(apiErrorSchema, "Invalid input, or a CV that is not a PDF"),
    404: jsonResponse(apiErrorSchema, "No such open job"),
    413: jsonResponse(apiErrorSchema, "A CV larger than 5 MB"),
    429: jsonResponse(apiErrorSchema, "Too many applications; wait a few minutes"),
  },
});

/**
 * /api/careers (issue 16): the jobs list and the application form, open to visitors. Applying is limited per
 * signed-in user, or per address for a visitor (DESIGN d10: the forms are the only thing a visitor writes).
 */
export function careersRoutes(
  deps: ServiceContext,
  options: {
    readSession: (headers: Headers) => Promise<CachedSession | null>;
    rateLimit: PerUserRateLimit;
  },
) {
  return createRouter()
    .openapi(jobsRoute, async (c) => c.json(await listOpenJobs(deps, { query: c.req.valid("query") }), 200))
    .openapi(applyRoute, async (c) => {
      const session = await options.readSession(c.req.raw.headers);
      const userId = session?.user.id ?? null;
      const sender = userId ? `user:${userId}` : `address:${clientAddress(c, deps.config.trustProxy)}`;
      if (!options.rateLimit.take(sender)) {
        throw new DomainError("rate_limited", 429, "Too many applications; please wait a few minutes.");
      }
      const { cv, ...values } = c.req.valid("form");
      const sent = await applyToJob(deps, {
        jobId: c.req.valid("param").id,
        userId,
        values,
        cv: cv ? new Uint8Array(await cv.arrayBuffer()) : null,
        now: new Date(),
      });
      return c.json(sent, 201);
    });
}
