import { and, count, desc, eq, gte } from "drizzle-orm";
import { isLocale } from "../../shared/locales";
import type { NotificationPreferences, Profile, ProfileFormValues, ProfilePage } from "../../shared/profile";
import { tehranJalaliMonthStart } from "../../shared/tehran-calendar";
import { hasRole } from "../account/service";
import type { Database } from "../db/client";
import { aiUsage, chatConversations, chatMessages, dailyContent, profiles, session, user } from "../db/schema";
import { notFound } from "../errors";
import { listPayments } from "../payments/service";
import { getSubscriptionState } from "../subscription/service";

type ProfileRow = typeof profiles.$inferSelect;

function toProfile(
  account: { id: string; email: string; name: string; createdAt: Date },
  row: ProfileRow | null,
): Profile {
  return {
    user_id: account.id,
    email: account.email,
    full_name: row?.fullName || account.name,
    bio: row?.bio ?? "",
    about: row?.about ?? "",
    avatar_url: row?.avatarUrl ?? null,
    phone: row?.phone ?? "",
    location: row?.location ?? "",
    job_title: row?.jobTitle ?? "",
    website: row?.website ?? "",
    industry: row?.industry ?? null,
    business_type: row?.businessType ?? null,
    company_size: row?.companySize ?? null,
    experience_level: row?.experienceLevel ?? null,
    interests: row?.interests ?? [],
    goals: row?.goals ?? "",
    preferred_language: isLocale(row?.preferredLanguage) ? row.preferredLanguage : "fa",
    notifications: {
      emailNotifications: row?.emailNotifications ?? true,
      smsNotifications: row?.smsNotifications ?? false,
      marketingEmails: row?.marketingEmails ?? true,
      productUpdates: row?.productUpdates ?? true,
    },
    created_at: account.createdAt.toISOString(),
    updated_at: (row?.updatedAt ?? account.createdAt).toISOString(),
  };
}

type ProfileContext = { db: Database };

export async function loadProfile(ctx: ProfileContext, input: { userId: string }): Promise<Profile> {
  const rows = await ctx.db
    .select({ account: user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, input.userId))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound("User");
  return toProfile(row.account, row.profile);
}

/** The activity tab's real figures (DESIGN d7). */
async function loadActivity(db: Database, userId: string, now: Date) {
  const [conversations, messages, contentDays, aiMessages, lastSession] = await Promise.all([
    db.select({ n: count() }).from(chatConversations).where(eq(chatConversations.userId, userId)),
    db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(and(eq(chatConversations.userId, userId), eq(chatMessages.role, "user"))),
    db.select({ n: count() }).from(dailyContent).where(eq(dailyContent.userId, userId)),
    db
      .select({ n: count() })
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, userId), gte(aiUsage.createdAt, tehranJalaliMonthStart(now)))),
    db
      .select({ at: session.createdAt })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.createdAt))
      .limit(1),
  ]);
  return {
    conversations: conversations[0]?.n ?? 0,
    messages: messages[0]?.n ?? 0,
    content_days: contentDays[0]?.n ?? 0,
    ai_messages_this_month: aiMessages[0]?.n ?? 0,
    last_sign_in: lastSession[0]?.at.toISOString() ?? null,
  };
}

/**
 * 000 §2: `?user={id}` shows that user's profile, read-only, to admins alone; anyone else asking for
 * another user gets their own profile (PROF-48, PROF-49).
 */
export async function loadProfilePage(
  ctx: ProfileContext,
  input: { viewerId: string; requestedUserId?: string; now: Date },
): Promise<ProfilePage> {
  const { viewerId, requestedUserId, now } = input;
  const { db } = ctx;
  const other =
    requestedUserId && requestedUserId !== viewerId && (await hasRole({ db }, { userId: viewerId, role: "admin" }));
  const userId = other ? requestedUserId : viewerId;
  const [profile, subscription, activity, payments] = await Promise.all([
    loadProfile(ctx, { userId }),
    getSubscriptionState({ db }, { userId, now }),
    loadActivity(db, userId, now),
    listPayments({ db }, { userId }),
  ]);
  return { profile, own: !other, subscription, activity, payments };
}

/** 000 §7 profiles upsert: creates the row when none exists, otherwise updates it. */
export async function saveProfile(
  ctx: ProfileContext,
  input: { userId: string; values: ProfileFormValues; now: Date },
) {
  const { userId, values, now } = input;
  const columns = {
    fullName: values.full_name,
    bio: values.bio,
    about: values.about,
    phone: values.phone,
    location: values.location,
    jobTitle: values.job_title,
    website: values.website,
    industry: values.industry,
    businessType: values.business_type,
    companySize: values.company_size,
    experienceLevel: values.experience_level,
    interests: values.interests,
    goals: values.goals,
    preferredLanguage: values.preferred_language,
    updatedAt: now,
  };
  await ctx.db
    .insert(profiles)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: profiles.userId, set: columns });
  return loadProfile(ctx, { userId });
}

export async function saveNotifications(
  ctx: ProfileContext,
  input: { userId: string; preferences: NotificationPreferences; now: Date },
): Promise<NotificationPreferences> {
  const { userId, preferences, now } = input;
  await ctx.db
    .insert(profiles)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...preferences, updatedAt: now } });
  return (await loadProfile(ctx, { userId })).notifications;
}
