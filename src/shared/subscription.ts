import { z } from "zod";
import type { SubscriptionState } from "./subscription-state";

export const subscriptionStateSchema = z.object({
  subscribed: z.boolean(),
  subscription_tier: z.string().nullable(),
  subscription_end: z.string().nullable(),
}) satisfies z.ZodType<SubscriptionState>;
