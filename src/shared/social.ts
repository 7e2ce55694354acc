/** 001 §3 social_profiles.platform: Instagram now; the callback also knows youtube and tiktok by path (001 §5). */
export const socialPlatforms = ["instagram"] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];
