import { DomainError } from "../errors";
import type { BotApiError } from "../integrations/telegram/bot-api-client";

// 001 §8 "error connecting the bot" is the toast's title; these say why, so a seller knows what to fix.
export const tokenInvalid = () =>
  new DomainError("bot_token_invalid", 400, "The platform does not know this bot token.");
export const usernameMismatch = () =>
  new DomainError("bot_username_mismatch", 400, "This token belongs to a bot with another username.");
export const alreadyConnected = () =>
  new DomainError("bot_already_connected", 409, "This bot is already connected to an account.");
export const webhookRefused = () =>
  new DomainError("bot_webhook_refused", 502, "The platform refused the bot's webhook address.");
export const platformUnreachable = () =>
  new DomainError("bot_platform_unreachable", 502, "The bot platform did not answer; try again shortly.");

/** A Bot API failure as the seller should hear it: the token is wrong, or the platform is not answering. */
export function botApiFailure(error: BotApiError): DomainError {
  return error.kind === "invalid_token" ? tokenInvalid() : platformUnreachable();
}
