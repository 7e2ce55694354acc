import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { staffRoles } from "../../../shared/staff";
import { user } from "./auth";

/**
 * DESIGN 35: an account working in another's shop, with one role. The shop is its owner's account (`shop_id`),
 * as `seller_id` is everywhere else. Removing the row ends the member's access at once: every request and bot
 * action reads it.
 */
export const shopMembers = pgTable(
  "shop_members",
  {
    shopId: text("shop_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: staffRoles }).notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("shop_members_shop_user").on(table.shopId, table.userId),
    index("shop_members_user").on(table.userId),
  ],
);

/**
 * An invitation by e-mail, accepted once by the account of that address within its days. Only the token's hash is
 * kept, as for owner links.
 */
export const shopInvitations = pgTable(
  "shop_invitations",
  {
    id: text("id").primaryKey(),
    shopId: text("shop_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("shop_invitations_token").on(table.tokenHash),
    index("shop_invitations_shop").on(table.shopId, table.email),
  ],
);
