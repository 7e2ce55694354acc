import { z } from "zod";
import { captionStyles } from "./daily-content";
import { isOneLine, nameText } from "./text";

/** Limits of a custom caption style (decision 022); longer texts are refused with a clear error and change nothing. */
export const customStyleLimits = { name: 40, line: 150 } as const;

export const customStyleLengths = ["short", "medium", "long"] as const;
export const customStyleEmoji = ["none", "few", "many"] as const;

const line = () => nameText().trim().max(customStyleLimits.line, "tooLong").refine(isOneLine, "oneLine").default("");

/**
 * Ultra's own caption style (001 §3 "unlimited plus custom", decision 022): one per user. Messages are
 * catalogue keys (`dailyContent.customStyle.errors.*`). Opening and signature are optional ("" is none).
 */
export const customCaptionStyleSchema = z.object({
  name: nameText().trim().min(1, "nameRequired").max(customStyleLimits.name, "tooLong").refine(isOneLine, "oneLine"),
  base_style: z.enum(captionStyles),
  length: z.enum(customStyleLengths),
  emoji: z.enum(customStyleEmoji),
  opening: line(),
  signature: line(),
});
export type CustomCaptionStyle = z.infer<typeof customCaptionStyleSchema>;
export type CustomCaptionStyleInput = z.input<typeof customCaptionStyleSchema>;

/** GET, PUT and DELETE /api/daily-content/custom-style: the user's style (null when none) and whether the plan opens it. */
export const customCaptionStyleStateSchema = z.object({
  custom_style: customCaptionStyleSchema.nullable(),
  available: z.boolean(),
});
export type CustomCaptionStyleState = z.infer<typeof customCaptionStyleStateSchema>;
