import { z } from "zod";
import { orderActors, orderEventKinds } from "./orders";
import { channelPostStatuses } from "./publishing";

/**
 * What `GET /api/events` sends (DESIGN 22), one server-sent event each: `order` when one of the seller's
 * orders was made or changed (its id is the order event's, for `Last-Event-ID`), and `resync` when the
 * server may have missed some (the page then reloads what it shows).
 */
export const orderRealtimeEventSchema = z.object({
  type: z.literal("order"),
  id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  kind: z.enum(orderEventKinds),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.enum(orderActors),
});
export type OrderRealtimeEvent = z.infer<typeof orderRealtimeEventSchema>;

/**
 * `whatsapp` when a message of one of the seller's WhatsApp numbers was received or sent, or its delivery
 * changed (issue 17): the page reads that conversation again. Not replayed after a reconnect: the page
 * reads everything again then anyway.
 */
export const whatsappRealtimeEventSchema = z.object({
  type: z.literal("whatsapp"),
  connection_id: z.string(),
  customer_number: z.string(),
  message_id: z.string(),
});
export type WhatsappRealtimeEvent = z.infer<typeof whatsappRealtimeEventSchema>;

/**
 * `post` when one of the seller's channel posts was published, failed, or is being tried again (issue 19):
 * the calendar reads its posts again. Not replayed after a reconnect, like `whatsapp`.
 */
export const postRealtimeEventSchema = z.object({
  type: z.literal("post"),
  post_id: z.string(),
  status: z.enum(channelPostStatuses),
});
export type PostRealtimeEvent = z.infer<typeof postRealtimeEventSchema>;

/**
 * `conversation` when a buyer wrote to one of the seller's bots, a person replied, took over or released it, it was
 * read, or the buyer asked for a person (issue 37): the inbox and that thread are read again. Not replayed after a
 * reconnect, like `whatsapp`: the page reads everything again then.
 */
export const conversationRealtimeEventSchema = z.object({
  type: z.literal("conversation"),
  conversation_id: z.string(),
  change: z.enum(["message", "read", "takeover", "person_wanted"]),
});
export type ConversationRealtimeEvent = z.infer<typeof conversationRealtimeEventSchema>;

/** Anything sent to one user's open pages. */
export type UserRealtimeEvent =
  | OrderRealtimeEvent
  | WhatsappRealtimeEvent
  | PostRealtimeEvent
  | ConversationRealtimeEvent;
