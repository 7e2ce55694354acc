import type { ConversationRealtimeEvent } from "../../shared/realtime";
import type { ServiceContext } from "../service-context";

/**
 * Tells the shop's open pages on every instance that a conversation changed (DESIGN 22). What changed is committed
 * by now: a bus that fails is logged, and the page catches up when its stream reconnects.
 */
export async function announceConversation(
  ctx: Pick<ServiceContext, "events" | "logger">,
  input: { sellerId: string; conversationId: string; change: ConversationRealtimeEvent["change"] },
) {
  const event: ConversationRealtimeEvent = {
    type: "conversation",
    conversation_id: input.conversationId,
    change: input.change,
  };
  await ctx.events
    .publish({ type: "user-event", userId: input.sellerId, event })
    .catch((error: unknown) => ctx.logger.warn({ err: error }, "a conversation's change was not announced"));
}
