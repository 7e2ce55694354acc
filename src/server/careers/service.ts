import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { z } from "zod";
import {
  type Job,
  type JobApplicationValues,
  type JobListQuery,
  maxCvBytes,
  type sentJobApplicationSchema,
} from "../../shared/careers";
import { likePattern } from "../db/like-pattern";
import { jobApplications, jobs } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import { privateKeyPrefix } from "../integrations/storage/file-storage";
import type { ServiceContext } from "../service-context";

type JobRow = typeof jobs.$inferSelect;

/** Applications one sender (a user, or a visitor's address) may send in ten minutes. */
export const jobApplicationLimit = { max: 5, windowMs: 10 * 60_000 };

/** A closed job answers exactly like a missing one. */
export const jobNotFound = () => notFound("Job");

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    type: row.type,
    location: row.location,
    experience: row.experience,
    skills: row.skills,
    description: row.description,
    salary: row.salary,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 001 §2, §5 (STAT-42, STAT-43): the open jobs, newest first, searched and filtered; "all" filters nothing. */
export async function listOpenJobs(
  ctx: Pick<ServiceContext, "db">,
  input: { query: JobListQuery },
): Promise<{ items: Job[] }> {
  const { q, department, type } = input.query;
  const pattern = likePattern(q);
  const search =
    q === ""
      ? undefined
      : or(
          ilike(jobs.title, pattern),
          ilike(jobs.id, pattern),
          ilike(jobs.description, pattern),
          ilike(sql`array_to_string(${jobs.skills}, ' ')`, pattern),
        );
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "open"),
        search,
        department === "all" ? undefined : eq(jobs.department, department),
        type === "all" ? undefined : eq(jobs.type, type),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return { items: rows.map(toJob) };
}

const cvNotPdf = () => new DomainError("cv_not_pdf", 400, "The CV must be a PDF file.");
export const cvTooLarge = () => new DomainError("cv_too_large", 413, "The CV must not be larger than 5 MB.");

/** The CV judged by its bytes, never its name or declared type: a PDF of at most 5 MB. */
async function checkCv(bytes: Uint8Array) {
  if (bytes.byteLength > maxCvBytes) throw cvTooLarge();
  const kind = await fileTypeFromBuffer(bytes);
  if (kind?.mime !== "application/pdf") throw cvNotPdf();
}

async function removeCv(ctx: Pick<ServiceContext, "db" | "storage" | "logger">, key: string) {
  await ctx.storage
    .remove(key)
    .catch((error: unknown) => ctx.logger.warn({ err: error, key }, "could not remove a CV"));
}

/**
 * 001 §5 (STAT-39..41): an application to an open job, stored with its CV so it reaches the admin (DESIGN d7).
 * Refused input stores nothing, the CV included: a CV stored before a failed insert is removed again.
 */
export async function applyToJob(
  ctx: Pick<ServiceContext, "db" | "storage" | "logger">,
  input: { jobId: string; userId: string | null; values: JobApplicationValues; cv: Uint8Array | null; now: Date },
): Promise<z.infer<typeof sentJobApplicationSchema>> {
  const { jobId, userId, values, cv, now } = input;
  const [job] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "open")));
  if (!job) throw jobNotFound();
  if (cv) await checkCv(cv);
  const id = crypto.randomUUID();
  const cvKey = cv ? `${privateKeyPrefix}cvs/${id}.pdf` : null;
  if (cv && cvKey) await ctx.storage.put(cvKey, cv, "application/pdf");
  try {
    return await withTransaction(ctx.db, async (tx) => {
      // Locked and judged again: the admin may have closed the job while the CV was stored.
      const [open] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.status, "open")))
        .for("share");
      if (!open) throw jobNotFound();
      await tx.insert(jobApplications).values({
        id,
        jobId,
        userId,
        firstName: values.first_name,
        lastName: values.last_name,
        email: values.email,
        phone: values.phone,
        yearsExperience: values.years_experience,
        portfolioUrl: values.portfolio_url ?? null,
        motivation: values.motivation ?? null,
        cvKey,
        createdAt: now,
      });
      return { id, created_at: now.toISOString() };
    });
  } catch (error) {
    if (cvKey) await removeCv(ctx, cvKey);
    throw error;
  }
}
