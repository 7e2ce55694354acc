import { z } from "zod";

/** DESIGN 20: a seller's bot lives on Telegram or on Bale (the same Bot API at its own root). */
export const botPlatforms = ["telegram", "bale"] as const;
export type BotPlatform = (typeof botPlatforms)[number];

/** 001 §4 bot status. */
export const botStatuses = ["active", "inactive"] as const;
export type BotStatus = (typeof botStatuses)[number];

/** DESIGN 40: how a bot takes its updates: posted to the app's https address, or fetched by long polling. */
export const botReceiveModes = ["webhook", "polling"] as const;
export type BotReceiveMode = (typeof botReceiveModes)[number];

/**
 * Why the bot's updates cannot be fetched: the platform no longer knows the token, another program takes the
 * bot's updates with the same token, or the platform does not answer.
 */
export const receiveProblems = ["token_revoked", "polled_elsewhere", "unreachable"] as const;
export type ReceiveProblem = (typeof receiveProblems)[number];

// 001 §5 checks; each message is a key of the connections catalogue (`bots.validation.*`).
export const botTokenPattern = /^\d+:[A-Za-z0-9_-]{35}$/;
export const botUsernamePattern = /^[A-Za-z0-9_]{3,32}$/;

/** 001 §5: a leading "@" is not part of the username. */
export const withoutAt = (username: string) => username.trim().replace(/^@/, "");

export const connectBotSchema = z.object({
  platform: z.enum(botPlatforms).default("telegram"),
  bot_username: z.string().overwrite(withoutAt).min(1, "fillAllFields").regex(botUsernamePattern, "usernameFormat"),
  bot_token: z.string().trim().min(1, "tokenRequired").regex(botTokenPattern, "tokenFormat"),
});
export type ConnectBotInput = z.input<typeof connectBotSchema>;

/** Issue 35: the token alone is enough to learn the bot's username (`getMe`), which the form then fills in. */
export const botIdentityQuerySchema = connectBotSchema.pick({ platform: true, bot_token: true });
export type BotIdentityQuery = z.input<typeof botIdentityQuerySchema>;
export const botIdentitySchema = z.object({ username: z.string(), name: z.string() });
export type BotIdentity = z.infer<typeof botIdentitySchema>;

export const sellerBotSchema = z.object({
  id: z.string(),
  platform: z.enum(botPlatforms),
  bot_username: z.string(),
  bot_name: z.string(),
  /** Never the token itself (DESIGN 19): its first digits and last characters only. */
  masked_token: z.string(),
  status: z.enum(botStatuses),
  /** False while the app has no public https address: the platform cannot post updates yet. */
  webhook_set: z.boolean(),
  /** DESIGN 40: by webhook behind an https APP_URL, by polling anywhere else. */
  receives_by: z.enum(botReceiveModes),
  /** Set while polling fails (a revoked token, a platform that does not answer), with since when. */
  receive_problem: z.enum(receiveProblems).nullable(),
  receive_problem_since: z.string().nullable(),
  connected_at: z.string(),
  /** When the bot last handled a buyer's message. */
  last_active_at: z.string().nullable(),
  /** `https://t.me/{username}` or `https://ble.ir/{username}`. */
  link: z.string(),
});
export type SellerBot = z.infer<typeof sellerBotSchema>;

export const sellerBotListSchema = z.object({ items: z.array(sellerBotSchema) });

const botLinkRoots: Record<BotPlatform, string> = { telegram: "https://t.me", bale: "https://ble.ir" };

/** The one place a bot's or channel's public address is built (INTEGRATIONS: Bale's form). */
export function botLink(platform: BotPlatform, username: string): string {
  return `${botLinkRoots[platform]}/${username}`;
}

/**
 * A deep link that opens the bot with `/start {param}` (INTEGRATIONS: 1-64 of A-Z a-z 0-9 _ -). Bale's form
 * is the likely one, unconfirmed; the buyer can always type `/start {param}` to the bot instead.
 */
export function botStartLink(platform: BotPlatform, username: string, param: string): string {
  return `${botLink(platform, username)}?start=${param}`;
}

/** A message in a public channel: `https://t.me/{channel}/{messageId}`. */
export function channelMessageLink(platform: BotPlatform, channelUsername: string, messageId: number): string {
  return `${botLink(platform, channelUsername)}/${messageId}`;
}

/** What a Bot API webhook posts (DESIGN 20): an update, of which only the id is read on arrival. */
export const botUpdateSchema = z.looseObject({ update_id: z.number().int().nonnegative() });
