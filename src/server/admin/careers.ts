import { desc, eq } from "drizzle-orm";
import { adminListLength } from "../../shared/admin";
import type { Job, JobApplicationItem, JobFormValues, JobStatus } from "../../shared/careers";
import { jobNotFound, toJob } from "../careers/service";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { jobApplications, jobs } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { notFound } from "../errors";
import type { FileStorage } from "../integrations/storage/file-storage";
import { type Admin, recordAdminAction } from "./action-record";

const columnsOf = (values: JobFormValues) => ({
  title: values.title,
  department: values.department,
  type: values.type,
  location: values.location,
  experience: values.experience,
  skills: values.skills,
  description: values.description,
  salary: values.salary,
});

/** Every job, open and closed, newest first: the inbox's jobs section. */
export async function listAllJobs(ctx: { db: Database }): Promise<{ items: Job[] }> {
  const rows = await ctx.db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id));
  return { items: rows.map(toJob) };
}

/** A new job is open at once, so /careers lists it; recorded with the change, in one transaction. */
export function createJob(ctx: { db: Database }, input: { admin: Admin; values: JobFormValues; now: Date }) {
  const { admin, values, now } = input;
  return withTransaction(ctx.db, async (tx) => {
    const row = firstRow(
      await tx
        .insert(jobs)
        .values({ id: crypto.randomUUID(), ...columnsOf(values), status: "open", createdAt: now, updatedAt: now })
        .returning(),
    );
    await recordAdminAction({ db: tx }, { admin, action: "job-create", targetId: row.id, detail: row.title });
    return toJob(row);
  });
}

export function updateJob(
  ctx: { db: Database },
  input: { admin: Admin; jobId: string; values: JobFormValues; now: Date },
) {
  const { admin, jobId, values, now } = input;
  return withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(jobs)
      .set({ ...columnsOf(values), updatedAt: now })
      .where(eq(jobs.id, jobId))
      .returning();
    if (!row) throw jobNotFound();
    await recordAdminAction({ db: tx }, { admin, action: "job-update", targetId: row.id, detail: row.title });
    return toJob(row);
  });
}

/** Closing takes a job off /careers and stops its applications; reopening brings it back. */
export function setJobStatus(
  ctx: { db: Database },
  input: { admin: Admin; jobId: string; status: JobStatus; now: Date },
) {
  const { admin, jobId, status, now } = input;
  return withTransaction(ctx.db, async (tx) => {
    const [row] = await tx.update(jobs).set({ status, updatedAt: now }).where(eq(jobs.id, jobId)).returning();
    if (!row) throw jobNotFound();
    await recordAdminAction(
      { db: tx },
      { admin, action: status === "closed" ? "job-close" : "job-reopen", targetId: row.id, detail: row.title },
    );
    return toJob(row);
  });
}

/** The inbox's applications section: the latest 50, newest first, with the job's title (ADM-28). */
export async function listJobApplications(ctx: { db: Database }): Promise<{ items: JobApplicationItem[] }> {
  const rows = await ctx.db
    .select({ application: jobApplications, jobTitle: jobs.title })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(adminListLength);
  return {
    items: rows.map(({ application: row, jobTitle }) => ({
      id: row.id,
      job: { id: row.jobId, title: jobTitle },
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      years_experience: row.yearsExperience,
      portfolio_url: row.portfolioUrl,
      motivation: row.motivation,
      has_cv: row.cvKey !== null,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** An application's CV, read from the private store for the admin; 404 when it came without one. */
export async function applicationCv(ctx: { db: Database; storage: FileStorage }, input: { applicationId: string }) {
  const [row] = await ctx.db
    .select({ cvKey: jobApplications.cvKey })
    .from(jobApplications)
    .where(eq(jobApplications.id, input.applicationId));
  const file = row?.cvKey ? await ctx.storage.open(row.cvKey) : undefined;
  if (!row || !file) throw notFound("CV");
  return file;
}
