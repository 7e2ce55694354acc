import { and, eq, inArray } from "drizzle-orm";
import type { Me } from "../../shared/account";
import { defaultLocale, isLocale, type Locale } from "../../shared/locales";
import type { AiProfile } from "../ai/service";
import { profiles, type Role, session, subscribers, user, userBlocks, userRoles } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";

/**
 * Sign-up's side records: the profile with the full name (000 §3) and the language the interface had at
 * sign-up, the free subscriber row, admin by e-mail.
 */
export async function createAccountRecords(
  ctx: Pick<ServiceContext, "db"> & { adminEmails: string[] },
  input: { user: { id: string; name: string; email: string }; preferredLanguage: Locale },
) {
  const { user: created, preferredLanguage } = input;
  await withTransaction(ctx.db, async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId: created.id, fullName: created.name.trim(), preferredLanguage })
      .onConflictDoNothing();
    await tx.insert(subscribers).values({ userId: created.id, email: created.email }).onConflictDoNothing();
    if (ctx.adminEmails.includes(created.email.toLowerCase())) {
      await tx.insert(userRoles).values({ userId: created.id, role: "admin" }).onConflictDoNothing();
    }
  });
}

export async function hasRole(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; role: Role },
): Promise<boolean> {
  const { userId, role } = input;
  const rows = await ctx.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return rows.length > 0;
}

export async function getMe(ctx: Pick<ServiceContext, "db">, input: { userId: string }): Promise<Me> {
  const { userId } = input;
  const rows = await ctx.db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      fullName: profiles.fullName,
      createdAt: user.createdAt,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
    .where(eq(user.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound("User");
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName ?? row.name,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.role === "admin",
  };
}

/** Whether an admin blocked this account (DESIGN d7, 27): sign-in and the account's bots ask. */
export async function isBlocked(ctx: Pick<ServiceContext, "db">, input: { userId: string }): Promise<boolean> {
  const rows = await ctx.db
    .select({ userId: userBlocks.userId })
    .from(userBlocks)
    .where(eq(userBlocks.userId, input.userId))
    .limit(1);
  return rows.length > 0;
}

/** Which of these users an admin blocked, in one query (the bots' polling looks at every seller at once). */
export async function blockedAmong(
  ctx: Pick<ServiceContext, "db">,
  input: { userIds: string[] },
): Promise<Set<string>> {
  if (input.userIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ userId: userBlocks.userId })
    .from(userBlocks)
    .where(inArray(userBlocks.userId, input.userIds));
  return new Set(rows.map((row) => row.userId));
}

/**
 * A session made while a block was committing escaped the check before it was made: this waits for any
 * block in progress (the block holds the user's row) and looks again. True when the session had to go.
 */
export async function endSessionIfBlocked(
  ctx: Pick<ServiceContext, "db">,
  input: { userId: string; sessionId: string },
) {
  await ctx.db.select({ id: user.id }).from(user).where(eq(user.id, input.userId)).for("share");
  if (!(await isBlocked(ctx, { userId: input.userId }))) return false;
  await ctx.db.delete(session).where(eq(session.id, input.sessionId));
  return true;
}

/** `npm run admin -- unblock EMAIL`: lifts an admin's block (the way back in if every admin was blocked). */
export async function unblockByEmail(
  ctx: Pick<ServiceContext, "db">,
  input: { email: string },
): Promise<"unblocked" | "unknown-user"> {
  const found = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.email.trim().toLowerCase()))
    .limit(1);
  if (!found[0]) return "unknown-user";
  await ctx.db.delete(userBlocks).where(eq(userBlocks.userId, found[0].id));
  return "unblocked";
}

/** `npm run admin -- grant EMAIL`: grants the role to an existing account. */
export async function grantRoleByEmail(
  ctx: Pick<ServiceContext, "db">,
  input: { email: string; role: Role },
): Promise<"granted" | "unknown-user"> {
  const { email, role } = input;
  const found = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!found[0]) return "unknown-user";
  await ctx.db.insert(userRoles).values({ userId: found[0].id, role }).onConflictDoNothing();
  return "granted";
}

/** The columns an AiProfile is made of, for queries that read many users at once. */
export const aiProfileColumns = {
  name: user.name,
  fullName: profiles.fullName,
  industry: profiles.industry,
  businessType: profiles.businessType,
  goals: profiles.goals,
  interests: profiles.interests,
  preferredLanguage: profiles.preferredLanguage,
};

type AiProfileRow = {
  name: string;
  fullName: string | null;
  industry: string | null;
  businessType: string | null;
  goals: string | null;
  interests: string[] | null;
  preferredLanguage: string | null;
};

export function aiProfileFromRow(row: AiProfileRow | undefined): AiProfile {
  return {
    fullName: row?.fullName || row?.name || "",
    industry: row?.industry ?? null,
    businessType: row?.businessType ?? null,
    goals: row?.goals ?? null,
    interests: row?.interests ?? [],
    preferredLanguage: isLocale(row?.preferredLanguage) ? row.preferredLanguage : defaultLocale,
  };
}

/** What the AI engines know of the person (000 §3 profiles): enough to make answers personal. */
export async function loadAiProfile(ctx: Pick<ServiceContext, "db">, input: { userId: string }): Promise<AiProfile> {
  const rows = await ctx.db
    .select(aiProfileColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, input.userId))
    .limit(1);
  return aiProfileFromRow(rows[0]);
}
