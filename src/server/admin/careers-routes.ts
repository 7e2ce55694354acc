import { z } from "@hono/zod-openapi";
import {
  jobApplicationListSchema,
  jobFormSchema,
  jobListSchema,
  jobSchema,
  jobStatusChangeSchema,
} from "../../shared/careers";
import { createRoute } from "../http/create-route";
import { createRouter } from "../http/create-router";
import { jsonBody, jsonResponse } from "../http/openapi-content";
import { adminSession } from "../http/openapi-security";
import type { ServiceContext } from "../service-context";
import { actingAdmin, errors, idParams, tags, withNotFound } from "./route-parts";
import { applicationCv, createJob, listAllJobs, listJobApplications, setJobStatus, updateJob } from "./service";

const jobsRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/careers/jobs",
  operationId: "listAllJobs",
  tags,
  summary: "Every job, open and closed, newest first",
  responses: { 200: jsonResponse(jobListSchema, "Newest first"), ...errors },
});
const createJobRoute = createRoute({
  security: adminSession,
  method: "post",
  path: "/careers/jobs",
  operationId: "createJob",
  tags,
  summary: "Add a job; it is open at once and listed on /careers",
  request: { body: jsonBody(jobFormSchema) },
  responses: { 201: jsonResponse(jobSchema, "Added"), ...errors },
});
const updateJobRoute = createRoute({
  security: adminSession,
  method: "put",
  path: "/careers/jobs/{id}",
  operationId: "updateJob",
  tags,
  summary: "Edit a job",
  request: { params: idParams, body: jsonBody(jobFormSchema) },
  responses: { 200: jsonResponse(jobSchema, "Saved"), ...withNotFound },
});
const jobStatusRoute = createRoute({
  security: adminSession,
  method: "put",
  path: "/careers/jobs/{id}/status",
  operationId: "setJobStatus",
  tags,
  summary: "Close a job (off /careers, no more applications) or reopen it",
  request: { params: idParams, body: jsonBody(jobStatusChangeSchema) },
  responses: { 200: jsonResponse(jobSchema, "Saved"), ...withNotFound },
});
const applicationsRoute = createRoute({
  security: adminSession,
  method: "get",
  path: "/careers/applications",
  operationId: "listJobApplications",
  tags,
  summary: "The latest 50 job applications, with the job's title",
  responses: { 200: jsonResponse(jobApplicationListSchema, "Newest first"), ...errors },
});
const applicationCvRoute = createRoute({
  security: adminSession,
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

/** The inbox's jobs and applications (issue 16): adding, editing, closing jobs, and reading the CVs. */
export function careersRoutes(ctx: ServiceContext) {
  return createRouter()
    .openapi(jobsRoute, async (c) => c.json(await listAllJobs(ctx), 200))
    .openapi(createJobRoute, async (c) =>
      c.json(await createJob(ctx, { admin: actingAdmin(c), values: c.req.valid("json"), now: new Date() }), 201),
    )
    .openapi(updateJobRoute, async (c) =>
      c.json(
        await updateJob(ctx, {
          admin: actingAdmin(c),
          jobId: c.req.valid("param").id,
          values: c.req.valid("json"),
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(jobStatusRoute, async (c) =>
      c.json(
        await setJobStatus(ctx, {
          admin: actingAdmin(c),
          jobId: c.req.valid("param").id,
          status: c.req.valid("json").status,
          now: new Date(),
        }),
        200,
      ),
    )
    .openapi(applicationsRoute, async (c) => c.json(await listJobApplications(ctx), 200))
    .openapi(applicationCvRoute, async (c) => {
      const applicationId = c.req.valid("param").id;
      const file = await applicationCv(ctx, { applicationId });
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
