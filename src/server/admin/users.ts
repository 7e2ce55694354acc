import { and, count, eq, gte, ilike, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type AdminUser,
  adminListLength,
  type adminUserListQuerySchema,
  type adminUserListSchema,
} from "../../shared/admin";
import { pageCursorOf } from "../../shared/page-cursor";
import { tehranJalaliMonthStart } from "../../shared/tehran-calendar";
import { lockUntilCommit } from "../db/advisory-lock";
import type { Database } from "../db/client";
import { likePattern } from "../db/like-pattern";
import { newestFirst } from "../db/newest-first";
import { aiUsage, profiles, session, subscribers, user, userBlocks, userRoles } from "../db/schema";
import { type Transaction, withTransaction } from "../db/transaction";
import { DomainError, forbidden, notFound } from "../errors";
import type { ServiceContext } from "../service-context";
import { subscriptionFromRow } from "../subscription/service";
import { type Admin, recordAdminAction } from "./action-record";

const cannotChangeSelf = () => new DomainError("cannot_change_self", 409, "An admin cannot block or demote themself.");

const userColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  fullName: profiles.fullName,
  createdAt: user.createdAt,
  subscribed: subscribers.subscribed,
  subscriptionTier: subscribers.subscriptionTier,
  subscriptionEnd: subscribers.subscriptionEnd,
  nextTier: subscribers.nextTier,
  tierUntil: subscribers.tierUntil,
  role: userRoles.role,
  blockReason: userBlocks.reason,
  blockedAt: userBlocks.blockedAt,
};

function usersWithState(db: Database) {
  return db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(subscribers, eq(subscribers.userId, user.id))
    .leftJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
    .leftJoin(userBlocks, eq(userBlocks.userId, user.id));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof usersWithState>["limit"]>>[number];
type Usage = { messages: number; tokens: number };

/** AI messages (and a model's tokens) of each user this Jalali month in Tehran (DESIGN d15). */
async function aiUsageThisMonth(db: Database, userIds: string[], now: Date): Promise<Map<string, Usage>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: aiUsage.userId,
      messages: count(),
      tokens: sql<string>`coalesce(sum(${aiUsage.tokens}), 0)`,
    })
    .from(aiUsage)
    .where(and(inArray(aiUsage.userId, userIds), gte(aiUsage.createdAt, tehranJalaliMonthStart(now))))
    .groupBy(aiUsage.userId);
  return new Map(rows.map((row) => [row.userId, { messages: row.messages, tokens: Number(row.tokens) }]));
}

function toAdminUser(row: UserRow, usage: Usage | undefined, now: Date): AdminUser {
  const subscription = subscriptionFromRow(row, now);
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName || row.name,
    created_at: row.createdAt.toISOString(),
    subscribed: subscription.subscribed,
    subscription_tier: subscription.subscription_tier,
    subscription_end: subscription.subscription_end,
    is_admin: row.role === "admin",
    blocked: row.blockReason && row.blockedAt ? { reason: row.blockReason, at: row.blockedAt.toISOString() } : null,
    ai_usage: usage ?? { messages: 0, tokens: 0 },
  };
}

/** 000 §7: the latest 50 users with their subscription, newest first; searched by name or e-mail; paged. */
export async function listUsers(
  ctx: Pick<ServiceContext, "db">,
  input: { query: z.output<typeof adminUserListQuerySchema>; now: Date },
): Promise<z.infer<typeof adminUserListSchema>> {
  const { query, now } = input;
  const paging = newestFirst(user.createdAt, user.id, query.cursor);
  const search =
    query.q === ""
      ? undefined
      : or(
          ilike(user.email, likePattern(query.q)),
          ilike(user.name, likePattern(query.q)),
          ilike(profiles.fullName, likePattern(query.q)),
        );
  const rows = await usersWithState(ctx.db)
    .where(and(search, paging.after))
    .orderBy(...paging.order)
    .limit(adminListLength + 1);
  const page = rows.slice(0, adminListLength);
  const usage = await aiUsageThisMonth(
    ctx.db,
    page.map((row) => row.id),
    now,
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toAdminUser(row, usage.get(row.id), now)),
    next_cursor: rows.length > adminListLength && last ? pageCursorOf(last.createdAt.toISOString(), last.id) : null,
  };
}

export async function getAdminUser(ctx: Pick<ServiceContext, "db">, input: { userId: string; now: Date }) {
  const [row] = await usersWithState(ctx.db).where(eq(user.id, input.userId)).limit(1);
  if (!row) throw notFound("User");
  const usage = await aiUsageThisMonth(ctx.db, [row.id], input.now);
  return toAdminUser(row, usage.get(row.id), input.now);
}

/**
 * Changes to who may administer run one at a time, and only for an admin who still is one and is not
 * blocked: two admins blocking or demoting each other at once leave the one who went first, never nobody.
 */
async function stillAnAdmin(tx: Transaction, admin: Admin) {
  await lockUntilCommit(tx, "admin-roles");
  const [row] = await tx
    .select({ blockedAt: userBlocks.blockedAt })
    .from(userRoles)
    .leftJoin(userBlocks, eq(userBlocks.userId, userRoles.userId))
    .where(and(eq(userRoles.userId, admin.id), eq(userRoles.role, "admin")));
  if (!row || row.blockedAt !== null) throw forbidden();
}

async function requireUser(db: Database, userId: string) {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
  if (!found) throw notFound("User");
}

/**
 * DESIGN d7, 27: the user's sessions are deleted, sign-in is refused from now on, and their bots answer
 * nobody; the caller then ends the sessions cached and streams open on every instance. Blocking again replaces
 * the reason.
 */
export async function blockUser(
  ctx: Pick<ServiceContext, "db">,
  input: { admin: Admin; userId: string; reason: string; now: Date },
): Promise<AdminUser> {
  const { admin, userId, reason, now } = input;
  if (admin.id === userId) throw cannotChangeSelf();
  await withTransaction(ctx.db, async (tx) => {
    await stillAnAdmin(tx, admin);
    await requireUser(tx, userId);
    await tx
      .insert(userBlocks)
      .values({ userId, reason, blockedBy: admin.id, blockedAt: now })
      .onConflictDoUpdate({ target: userBlocks.userId, set: { reason, blockedBy: admin.id, blockedAt: now } });
    await tx.delete(session).where(eq(session.userId, userId));
    await recordAdminAction({ db: tx }, { admin, action: "block", targetUserId: userId, detail: reason });
  });
  return getAdminUser(ctx, { userId, now });
}

export async function unblockUser(
  ctx: Pick<ServiceContext, "db">,
  input: { admin: Admin; userId: string; now: Date },
): Promise<AdminUser> {
  const { admin, userId, now } = input;
  await withTransaction(ctx.db, async (tx) => {
    await requireUser(tx, userId);
    const removed = await tx.delete(userBlocks).where(eq(userBlocks.userId, userId)).returning();
    if (removed.length > 0) await recordAdminAction({ db: tx }, { admin, action: "unblock", targetUserId: userId });
  });
  return getAdminUser(ctx, { userId, now });
}

/** `user_roles` stays the one source of the admin role (docs/decisions/003); nobody demotes themself. */
export async function setAdminRole(
  ctx: Pick<ServiceContext, "db">,
  input: { admin: Admin; userId: string; isAdmin: boolean; now: Date },
): Promise<AdminUser> {
  const { admin, userId, isAdmin, now } = input;
  if (admin.id === userId && !isAdmin) throw cannotChangeSelf();
  await withTransaction(ctx.db, async (tx) => {
    await stillAnAdmin(tx, admin);
    await requireUser(tx, userId);
    const changed = isAdmin
      ? await tx.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing().returning()
      : await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
          .returning();
    if (changed.length > 0) {
      await recordAdminAction(
        { db: tx },
        { admin, action: isAdmin ? "grant-admin" : "revoke-admin", targetUserId: userId },
      );
    }
  });
  return getAdminUser(ctx, { userId, now });
}
