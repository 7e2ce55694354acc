import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, lte } from "drizzle-orm";
import {
  type OauthCallbackInput,
  type OauthCallbackResult,
  type SocialProfile,
  type SocialProfileList,
  socialProfileLink,
} from "../../shared/social";
import { oauthStates, socialProfiles } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { DomainError, notFound } from "../errors";
import type { PerUserRateLimit } from "../http/per-user-rate-limit";
import {
  type InstagramClient,
  InstagramError,
  type InstagramProfile,
} from "../integrations/instagram/instagram-client";
import type { ServiceContext } from "../service-context";
import { ensureRoomInPlan, lockConnectionsOf } from "../subscription/service";

/** What connecting Instagram takes besides the service context: its client and its own limit. */
export interface InstagramAccess {
  /** Absent without INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET (DESIGN 25). */
  instagram: InstagramClient | undefined;
  /** Authorize and callback together, per user (DESIGN d10). */
  connectRateLimit: PerUserRateLimit;
}

/** Long enough to log in to Instagram in the popup, short enough that a leaked state is soon worthless. */
export const oauthStateLifetimeMs = 10 * 60_000;

type ProfileRow = typeof socialProfiles.$inferSelect;

function toSocialProfile(row: ProfileRow): SocialProfile {
  return {
    id: row.id,
    platform: row.platform,
    username: row.username,
    follower_count: row.followerCount,
    link: socialProfileLink(row.platform, row.username),
    created_at: row.createdAt.toISOString(),
  };
}

const notConfigured = () =>
  new DomainError("instagram_not_configured", 409, "Instagram connection is under development.");

function takeConnectTurn(ctx: ServiceContext & InstagramAccess, userId: string) {
  if (!ctx.connectRateLimit.take(userId)) {
    throw new DomainError("rate_limited", 429, "Too many connection attempts; please wait a moment and try again.");
  }
}

/** 001 §7 social_profiles read: the seller's own, newest first. */
export async function listProfiles(
  ctx: ServiceContext & InstagramAccess,
  input: { userId: string },
): Promise<SocialProfileList> {
  const rows = await ctx.db
    .select()
    .from(socialProfiles)
    .where(and(eq(socialProfiles.userId, input.userId), eq(socialProfiles.platform, "instagram")))
    .orderBy(desc(socialProfiles.createdAt), desc(socialProfiles.id));
  return { instagram_available: ctx.instagram !== undefined, items: rows.map(toSocialProfile) };
}

/** Issues a one-time `state` for this seller and the Instagram address the popup opens with it. */
export async function startInstagramAuthorize(
  ctx: ServiceContext & InstagramAccess,
  input: { userId: string; now: Date },
): Promise<{ url: string }> {
  const instagram = ctx.instagram;
  if (!instagram) throw notConfigured();
  takeConnectTurn(ctx, input.userId);
  // Popups closed before they came back leave their states behind; each new one clears the expired.
  await ctx.db
    .delete(oauthStates)
    .where(and(eq(oauthStates.userId, input.userId), lte(oauthStates.expiresAt, input.now)));
  const state = randomBytes(32).toString("base64url");
  await ctx.db.insert(oauthStates).values({
    state,
    userId: input.userId,
    platform: "instagram",
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + oauthStateLifetimeMs),
  });
  return { url: instagram.authorizeUrl(state) };
}

/**
 * 001 §7 social-oauth-callback: the `state` must be one this seller was given, unused and in time; it is
 * spent before Instagram is asked, so a replayed callback never reaches the code exchange.
 */
export async function finishOauth(
  ctx: ServiceContext & InstagramAccess,
  input: { userId: string; callback: OauthCallbackInput; now: Date },
): Promise<OauthCallbackResult> {
  const instagram = ctx.instagram;
  if (!instagram) throw notConfigured();
  takeConnectTurn(ctx, input.userId);
  await spendState(ctx, input);
  const linked = await readInstagramAccount(ctx, instagram, input.callback.code, input.now);
  const row = await saveProfile(ctx, { userId: input.userId, ...linked, now: input.now });
  return { success: true, message: "Instagram account connected.", profile: toSocialProfile(row) };
}

const stateInvalid = () =>
  new DomainError("oauth_state_invalid", 400, "This connection window has expired or is not valid.");

async function spendState(
  ctx: ServiceContext & InstagramAccess,
  input: { userId: string; callback: OauthCallbackInput; now: Date },
) {
  const { platform, state } = input.callback;
  // Only Instagram's popup is ever started, so no state was issued for another platform the path names.
  if (platform !== "instagram") throw stateInvalid();
  const spent = await ctx.db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.userId, input.userId),
        eq(oauthStates.platform, platform),
        gt(oauthStates.expiresAt, input.now),
      ),
    )
    .returning({ state: oauthStates.state });
  if (spent.length === 0) throw stateInvalid();
}

interface LinkedAccount {
  profile: InstagramProfile;
  accessToken: string;
  expiresAt: Date | null;
}

async function readInstagramAccount(
  ctx: ServiceContext & InstagramAccess,
  instagram: InstagramClient,
  code: string,
  now: Date,
): Promise<LinkedAccount> {
  try {
    const short = await instagram.exchangeCode(code);
    const long = await instagram.exchangeLongLived(short.accessToken, now);
    const profile = await instagram.readProfile(long.accessToken);
    return { profile, accessToken: long.accessToken, expiresAt: long.expiresAt };
  } catch (error) {
    if (!(error instanceof InstagramError)) throw error;
    // An expected refusal: its message (no code, token or secret in it) says enough; a stack would not.
    ctx.logger.warn({ kind: error.kind, step: error.step, reason: error.message }, "Instagram refused a connection");
    throw new DomainError("oauth_failed", 502, "OAuth failed");
  }
}

/** The same Instagram account again refreshes its row; a new one needs room in the plan (DESIGN d14). */
async function saveProfile(
  ctx: ServiceContext & InstagramAccess,
  input: LinkedAccount & { userId: string; now: Date },
): Promise<ProfileRow> {
  const sealedAccessToken = ctx.secrets.seal("instagram-token", input.accessToken);
  const fresh = {
    username: input.profile.username,
    followerCount: input.profile.followersCount,
    sealedAccessToken,
    tokenExpiresAt: input.expiresAt,
    updatedAt: input.now,
  };
  return withTransaction(ctx.db, async (tx) => {
    await lockConnectionsOf(tx, input.userId);
    const owned = and(eq(socialProfiles.userId, input.userId), eq(socialProfiles.platform, "instagram"));
    const [existing] = await tx
      .select({ id: socialProfiles.id })
      .from(socialProfiles)
      .where(and(owned, eq(socialProfiles.platformUserId, input.profile.userId)));
    if (!existing) {
      const [linked] = await tx.select({ used: count() }).from(socialProfiles).where(owned);
      await ensureRoomInPlan(
        { db: tx },
        { userId: input.userId, allowance: "accountsPerNetwork", used: linked?.used ?? 0, now: input.now },
      );
    }
    const [row] = await tx
      .insert(socialProfiles)
      .values({
        id: crypto.randomUUID(),
        userId: input.userId,
        platform: "instagram",
        platformUserId: input.profile.userId,
        createdAt: input.now,
        ...fresh,
      })
      .onConflictDoUpdate({
        target: [socialProfiles.userId, socialProfiles.platform, socialProfiles.platformUserId],
        set: fresh,
      })
      .returning();
    if (!row) throw new Error("The social profile upsert returned no row.");
    return row;
  });
}

/** 001 §7 social_profiles delete: the owner's only; anyone else's id is not found. */
export async function deleteProfile(
  ctx: ServiceContext & InstagramAccess,
  input: { userId: string; id: string },
): Promise<void> {
  const deleted = await ctx.db
    .delete(socialProfiles)
    .where(and(eq(socialProfiles.userId, input.userId), eq(socialProfiles.id, input.id)))
    .returning({ id: socialProfiles.id });
  if (deleted.length === 0) throw notFound("Profile");
}
