import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** 000 §3 profiles: one row per user, created at sign-up with the full name. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull().default(""),
  bio: text("bio"),
  about: text("about"),
  avatarUrl: text("avatar_url"),
  /** Where the avatar file is stored, so a replaced one can be removed. */
  avatarKey: text("avatar_key"),
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
  // 000 §3 notification preferences with their defaults; saved here (DESIGN d7).
  emailNotifications: boolean("email_notifications").notNull().default(true),
  smsNotifications: boolean("sms_notifications").notNull().default(false),
  marketingEmails: boolean("marketing_emails").notNull().default(true),
  productUpdates: boolean("product_updates").notNull().default(true),
  /** When the seller closed the first-steps checklist on /dashboard (issue 35); null while it is shown. */
  shopSetupDismissedAt: timestamp("shop_setup_dismissed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
