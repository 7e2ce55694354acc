import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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

/**
 * DESIGN 35: who in the shop did what, for the owner: one row per change made through a seller route that is
 * audited (`auditedShopActions`), written by the route's guard once the change succeeded.
 */
export const shopActions = pgTable(
  "shop_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shopId: text("shop_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The route's operation id (`changeOrderStatus`); the web names it in the reader's language. */
    action: text("action").notNull(),
    /** The id the route's path named (the order, the product…), if any. */
    subjectId: text("subject_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shop_actions_shop").on(table.shopId, table.id)],
);
