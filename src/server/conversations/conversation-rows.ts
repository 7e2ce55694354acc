import { and, eq } from "drizzle-orm";
import { takeoverHours } from "../../shared/conversations";
import { conversations, sellerBots } from "../db/schema";
import { notFound } from "../errors";
import type { ServiceContext } from "../service-context";

export type ConversationRow = typeof conversations.$inferSelect;

const takeoverMs = takeoverHours * 60 * 60 * 1000;

/** Until when a person holds the conversation: 24 hours after their last reply (or the takeover), unless released. */
export function takenOverUntil(row: Pick<ConversationRow, "takenOverAt" | "lastHumanReplyAt">): Date | null {
  if (!row.takenOverAt) return null;
  const since = Math.max(row.takenOverAt.getTime(), row.lastHumanReplyAt?.getTime() ?? 0);
  return new Date(since + takeoverMs);
}

/** A takeover whose last moment (the takeover, or the last reply) is at or before this has ended by `now`. */
export const takeoverEndsBefore = (now: Date) => new Date(now.getTime() - takeoverMs);

export function isTakenOver(row: Pick<ConversationRow, "takenOverAt" | "lastHumanReplyAt">, now: Date): boolean {
  const until = takenOverUntil(row);
  return until !== null && until > now;
}

/** One of the shop's conversations, with its bot; another shop's is as good as missing (404). */
export async function conversationOf(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; conversationId: string },
) {
  const [found] = await ctx.db
    .select({ conversation: conversations, bot: sellerBots })
    .from(conversations)
    .innerJoin(sellerBots, eq(sellerBots.id, conversations.botId))
    .where(and(eq(conversations.id, input.conversationId), eq(conversations.sellerId, input.sellerId)));
  if (!found) throw notFound("Conversation");
  return found;
}
