// Zod-free on purpose: the landing page imports these, and zod would add ~22 KB gzip to its first download.

/** 000 §3, §4: the check-subscription answer. */
export interface SubscriptionState {
  subscribed: boolean;
  subscription_tier: string | null;
  subscription_end: string | null;
}

/** 000 §4: what the client shows when the check fails or before it answers. */
export const notSubscribed: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};
