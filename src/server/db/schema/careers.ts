import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { jobDepartments, jobStatuses, jobTypes } from "../../../shared/careers";
import { user } from "./auth";

/** 001 §3 jobs, written by the admin and listed on /careers while open (DESIGN d7). */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    department: text("department", { enum: jobDepartments }).notNull(),
    type: text("type", { enum: jobTypes }).notNull(),
    location: text("location").notNull(),
    experience: text("experience").notNull(),
    skills: text("skills").array().notNull().default([]),
    description: text("description").notNull(),
    salary: text("salary"),
    status: text("status", { enum: jobStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("jobs_status_created").on(table.status, sql`${table.createdAt} desc`)],
);

/**
 * 001 §5 job application, stored so it reaches the admin (DESIGN d7); a visitor's has no user. The CV is a
 * PDF in the file store under a private key the public /uploads route never serves.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: text("id").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    portfolioUrl: text("portfolio_url"),
    motivation: text("motivation"),
    cvKey: text("cv_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_applications_created").on(sql`${table.createdAt} desc`)],
);
