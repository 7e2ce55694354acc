import { notSubscribed, type SubscriptionState } from "@shared/subscription-state";
import { type AuthSessionData, authClient } from "./auth-client";

export const sessionQueryKey = ["session"] as const;
export const subscriptionQueryKey = (userId: string | null) => ["subscription", userId] as const;

/** 000 §4: one check 100 ms after a user appears and another 500 ms after loading finished. */
export const subscriptionCheckDelays = [100, 500] as const;

/**
 * `notSubscribed` of @shared/subscription, restated because that module also builds a zod schema and
 * a visitor's first download should not carry zod; a test keeps the two equal.
 */
export const noSubscription: SubscriptionState = { subscribed: false, subscription_tier: null, subscription_end: null };

/** A failed session check counts as signed out: the visitor can still use the public pages. */
export async function fetchSession(): Promise<AuthSessionData | null> {
  try {
    const { data, error } = await authClient.getSession();
    if (error) console.error("session check failed", error);
    return data ?? null;
  } catch (error) {
    console.error("session check failed", error);
    return null;
  }
}

/** The session as the server answered, or "failed" when it did not answer (which proves nothing). */
export async function fetchSessionStrictly(): Promise<AuthSessionData | null | "failed"> {
  try {
    const { data, error } = await authClient.getSession();
    return error ? "failed" : (data ?? null);
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
