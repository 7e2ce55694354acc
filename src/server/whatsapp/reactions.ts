import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { z } from "zod";
import { whatsappMessages } from "../db/schema";
import type { ServiceContext } from "../service-context";
import type { ConnectionRow } from "./connections";
import { type reactionSchema, whatsappTime } from "./incoming-content";
import { announce } from "./messages";

type Reaction = { from: string; timestamp: string; reaction: z.infer<typeof reactionSchema> };

/**
 * A customer's reaction is shown on the message it reacts to, in their own conversation, and is no message of
 * its own: it is not the conversation's newest, nor answered. A later reaction replaces an earlier one (Meta
 * may deliver them out of order); one without an emoji takes it back. A reaction to a message never stored
 * here (older than this app, another customer's) changes nothing.
 */
export async function applyReaction(
  ctx: Pick<ServiceContext, "db" | "events" | "logger">,
  connection: ConnectionRow,
  message: Reaction,
  now: Date,
) {
  const reactedAt = whatsappTime(message.timestamp, now);
  const [reacted] = await ctx.db
    .update(whatsappMessages)
    .set({ reaction: message.reaction.emoji || null, reactedAt })
    .where(
      and(
        eq(whatsappMessages.phoneNumberId, connection.phoneNumberId),
        eq(whatsappMessages.waMessageId, message.reaction.message_id),
        eq(whatsappMessages.userId, connection.userId),
        eq(whatsappMessages.customerNumber, message.from),
        or(isNull(whatsappMessages.reactedAt), lte(whatsappMessages.reactedAt, reactedAt)),
      ),
    )
    .returning({ id: whatsappMessages.id });
  if (reacted) await announce(ctx, connection, { customerNumber: message.from, messageId: reacted.id });
}
