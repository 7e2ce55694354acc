import {
  type ConversationRealtimeEvent,
  conversationRealtimeEventSchema,
  type OrderRealtimeEvent,
  orderRealtimeEventSchema,
  type PostRealtimeEvent,
  postRealtimeEventSchema,
  type WhatsappRealtimeEvent,
  whatsappRealtimeEventSchema,
} from "@shared/realtime";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { listenToEventStream } from "./event-stream";

/** The kinds of change a page may listen to, each with what its event carries. */
type RealtimeTopics = {
  order: OrderRealtimeEvent;
  whatsapp: WhatsappRealtimeEvent;
  post: PostRealtimeEvent;
  conversation: ConversationRealtimeEvent;
};
export type RealtimeTopic = keyof RealtimeTopics;

const topicSchemas: { [Topic in RealtimeTopic]: z.ZodType<RealtimeTopics[Topic]> } = {
  order: orderRealtimeEventSchema,
  whatsapp: whatsappRealtimeEventSchema,
  post: postRealtimeEventSchema,
  conversation: conversationRealtimeEventSchema,
};

/** What a page hears: a change of the topic it listens to, or word that it may have missed some changes. */
export type RealtimeMessage<Topic extends RealtimeTopic = "order"> = RealtimeTopics[Topic] | { type: "resync" };

/**
 * Listens to `GET /api/events` (DESIGN 22) for one topic while `enabled`. The browser reconnects a dropped
 * stream by itself and sends the last event's id, so the server replays what was missed; any reconnect is
 * also told as `resync`, so what the page shows is read again.
 */
export function useRealtimeEvents<Topic extends RealtimeTopic>(
  topic: Topic,
  enabled: boolean,
  onMessage: (message: RealtimeMessage<Topic>) => void,
) {
  const listener = useRef(onMessage);
  listener.current = onMessage;

  useEffect(() => {
    if (!enabled) return;
    return listenToEventStream((event) => {
      if (event.type === "resync" || event.type === "reconnected") listener.current({ type: "resync" });
      if (event.type !== topic || !("data" in event)) return;
      const parsed = topicSchemas[topic].safeParse(JSON.parse(event.data));
      if (parsed.success) listener.current(parsed.data);
    });
  }, [topic, enabled]);
}
