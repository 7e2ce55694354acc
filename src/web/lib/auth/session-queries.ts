import { notSubscribed, type SubscriptionState } from "@shared/subscription-state";
import type { AuthSessionData } from "./auth-client";

/** 000 §4: one check 100 ms after a user appears and another 500 ms after loading finished. */
export const subscriptionCheckDelays = [100, 500] as const;

/**
 * `notSubscribed` of @shared/subscription, restated because that module also builds a zod schema and
 * a visitor's first download should not carry zod; a test keeps the two equal.
 */
export const noSubscription: SubscriptionState = { subscribed: false, subscription_tier: null, subscription_end: null };

// Better Auth's answer carries its timestamps (`createdAt`, `expiresAt`…) as ISO strings; its client makes them Dates.
const timestampKey = /At$/;
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const revivingTimestamps = (key: string, value: unknown) =>
  timestampKey.test(key) && typeof value === "string" && isoTimestamp.test(value) ? new Date(value) : value;

declare global {
  /** index.html's read of the session, started before the scripts: null when it failed to reach the server. */
  var __firstSessionRead: Promise<Response | null> | undefined;
}

/** The answer index.html asked for, once: the page's first check; every later check asks the server again. */
function takeFirstSessionRead(): Promise<Response | null> | undefined {
  const early = globalThis.__firstSessionRead;
  globalThis.__firstSessionRead = undefined;
  return early;
}

const askForSession = () => fetch("/api/auth/get-session", { headers: { accept: "application/json" } });

/**
 * Better Auth's GET /get-session read with `fetch`, not its client: every page load asks it, and the client
 * (and its fetch and store libraries) would otherwise be a third of the landing page's own code. Throws when
 * the server did not answer with a session or null.
 */
async function readSession(): Promise<AuthSessionData | null> {
  const early = takeFirstSessionRead();
  const response = (early && (await early)) ?? (await askForSession());
  if (!response.ok) throw new Error(`session check answered HTTP ${response.status}`);
  const session: AuthSessionData | null = JSON.parse(await response.text(), revivingTimestamps);
  return session ?? null;
}

/** A failed session check counts as signed out: the visitor can still use the public pages. */
export async function fetchSession(): Promise<AuthSessionData | null> {
  try {
    return await readSession();
  } catch (error) {
    console.error("session check failed", error);
    return null;
  }
}

/** The session as the server answered, or "failed" when it did not answer (which proves nothing). */
export async function fetchSessionStrictly(): Promise<AuthSessionData | null | "failed"> {
  try {
    return await readSession();
  } catch {
    return "failed";
  }
}

/** 000 §4: any failure or empty answer means not subscribed, and is only logged. */
export async function fetchSubscription(): Promise<SubscriptionState> {
  try {
    const { api, dataOf } = await import("@/lib/api-client");
    return await dataOf(api.subscription.$get());
  } catch (error) {
    console.error("subscription check failed", error);
    return notSubscribed;
  }
}
