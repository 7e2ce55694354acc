import { z } from "zod";

/** What a translated message names beside the code, e.g. `{ plan: "pro", limit: 1 }`. */
export const apiErrorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ApiErrorParams = z.infer<typeof apiErrorParamsSchema>;

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  params: apiErrorParamsSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
