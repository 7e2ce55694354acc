import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** 000 §3 profiles: one row per user, created at sign-up with the full name. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull().default(""),
  bio: text("bio"),
  avatarUrl: text("avatar_url"),
  industry: text("industry"),
  businessType: text("business_type"),
  companySize: text("company_size"),
  jobTitle: text("job_title"),
  phone: text("phone"),
  website: text("website"),
  interests: text("interests").array().notNull().default([]),
  goals: text("goals"),
  experienceLevel: text("experience_level"),
  preferredLanguage: text("preferred_language").notNull().default("fa"),
  location: text("location"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
