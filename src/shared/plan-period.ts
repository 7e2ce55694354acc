import { z } from "zod";
import { planIdSchema } from "./payments";

/**
 * GET /api/subscription/period (decision 021): the plan of now and until when, and a lower plan bought
 * while it was active, waiting from its end. Both null when not subscribed (or subscribed without an end).
 */
export const planPeriodSchema = z.object({
  current: z.object({ plan_id: planIdSchema, until: z.string() }).nullable(),
  next: z.object({ plan_id: planIdSchema, from: z.string(), until: z.string() }).nullable(),
});
export type PlanPeriod = z.infer<typeof planPeriodSchema>;
