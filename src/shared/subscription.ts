import { z } from "zod";

/** 000 §3, §4: the check-subscription answer. */
export const subscriptionStateSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.string().nullable(),
  subscription_end: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** 000 §4: what the client shows when the check fails or before it answers. */
export const notSubscribed: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};
