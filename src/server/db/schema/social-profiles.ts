import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { socialPlatforms } from "../../../shared/social";
import { user } from "./auth";

/** 001 §3 social_profiles: an Instagram professional account linked through OAuth (DESIGN 25). */
export const socialProfiles = pgTable(
  "social_profiles",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: socialPlatforms }).notNull(),
    /** The account's id on the platform: linking it again refreshes the row instead of adding one. */
    platformUserId: text("platform_user_id").notNull(),
    username: text("username").notNull(),
    followerCount: integer("follower_count").notNull().default(0),
    sealedAccessToken: text("sealed_access_token").notNull(),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("social_profiles_user_account").on(table.userId, table.platform, table.platformUserId),
    index("social_profiles_user_created").on(table.userId, table.createdAt),
  ],
);

/** The `state` each OAuth popup was given; the callback must bring back one of these, once, in time. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  platform: text("platform", { enum: socialPlatforms }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
