import { GrammyError, HttpError } from "grammy";
import type { ChannelFailureReason } from "../../shared/publishing";
import { BotApiError } from "../integrations/telegram/bot-api-client";

export interface ChannelFailure {
  reason: ChannelFailureReason;
  /** The platform's own words when it refused; null when it did not answer. */
  detail: string | null;
}

/**
 * The platform's descriptions that name something the seller can fix, matched in lower case (Telegram's
 * wording; Bale copies it). Checked in order: the first that matches names the reason.
 */
const describedReasons: [RegExp, ChannelFailureReason][] = [
  [/chat not found|channel_private|peer_id_invalid/, "chat_not_found"],
  [/bot is not a member|member list is inaccessible|bot was kicked/, "bot_not_member"],
  [/need administrator rights|not enough rights|chat_write_forbidden|have no rights/, "bot_cannot_post"],
];

/**
 * Why a channel call failed, in `channelFailureReasons`' words, from this app's Bot API client or grammY's
 * `Api` (posts are sent with it); undefined for an error that is not the platform's (rethrow it).
 * 429 and 5xx are the platform's trouble, not the seller's: unreachable, so a retry may succeed.
 */
export function channelFailureFrom(error: unknown): ChannelFailure | undefined {
  if (error instanceof HttpError) return { reason: "platform_unreachable", detail: null };
  if (error instanceof GrammyError) return fromAnswer(error.error_code, error.description);
  if (error instanceof BotApiError) {
    if (error.kind === "unreachable") return { reason: "platform_unreachable", detail: null };
    if (error.kind === "invalid_token") return { reason: "bot_token_invalid", detail: error.description };
    return fromAnswer(error.errorCode, error.description);
  }
  return undefined;
}

function fromAnswer(code: number | null, description: string | null): ChannelFailure {
  const detail = description === null || description === "" ? null : description;
  if (code === 401) return { reason: "bot_token_invalid", detail };
  const said = (detail ?? "").toLowerCase();
  const described = describedReasons.find(([pattern]) => pattern.test(said));
  if (described) return { reason: described[1], detail };
  if (code === 429 || (code !== null && code >= 500)) return { reason: "platform_unreachable", detail };
  return { reason: "refused", detail };
}
