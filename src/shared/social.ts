import { z } from "zod";
import { typedText } from "./text";

/** 001 §3 social_profiles.platform: Instagram now; the callback also knows youtube and tiktok by path (001 §5). */
export const socialPlatforms = ["instagram"] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/** 001 §5: the platforms the callback page can name from its path when the query does not. */
export const callbackPlatforms = ["instagram", "youtube", "tiktok"] as const;

export const socialProfileSchema = z.object({
  id: z.string(),
  platform: z.enum(socialPlatforms),
  username: z.string(),
  follower_count: z.number().int().nonnegative(),
  /** `https://instagram.com/{username}`; never the access token (DESIGN 19). */
  link: z.string(),
  created_at: z.string(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

export const socialProfileListSchema = z.object({
  /** DESIGN 25: false without the app's Instagram keys; the connect button then says "under development". */
  instagram_available: z.boolean(),
  items: z.array(socialProfileSchema),
});
export type SocialProfileList = z.infer<typeof socialProfileListSchema>;

export const authorizeUrlSchema = z.object({ url: z.string() });

/** 001 §7 social-oauth-callback: what the popup brings back from the platform. */
export const oauthCallbackSchema = z.object({
  platform: z.enum(callbackPlatforms),
  code: typedText().min(1).max(2048),
  state: typedText().min(1).max(128),
});
export type OauthCallbackInput = z.infer<typeof oauthCallbackSchema>;

/** 001 §3 "Social connection result". */
export const oauthCallbackResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  profile: socialProfileSchema,
});
export type OauthCallbackResult = z.infer<typeof oauthCallbackResultSchema>;

/** The one place a profile's public address is built. */
export function socialProfileLink(platform: SocialPlatform, username: string): string {
  const roots: Record<SocialPlatform, string> = { instagram: "https://instagram.com" };
  return `${roots[platform]}/${encodeURIComponent(username)}`;
}
