import { type OrderRealtimeEvent, orderRealtimeEventSchema } from "@shared/realtime";
import { useEffect, useRef } from "react";
import { listenToEventStream } from "./event-stream";

/** What a page hears: one of the user's orders changed, or the page may have missed some changes. */
export type RealtimeMessage = OrderRealtimeEvent | { type: "resync" };

/**
 * Listens to `GET /api/events` (DESIGN 22) while `enabled`. The browser reconnects a dropped stream by
 * itself and sends the last event's id, so the server replays what was missed; any reconnect is also told
 * as `resync`, so what the page shows is read again.
 */
export function useRealtimeEvents(enabled: boolean, onMessage: (message: RealtimeMessage) => void) {
  const listener = useRef(onMessage);
  listener.current = onMessage;

  useEffect(() => {
    if (!enabled) return;
    return listenToEventStream((event) => {
      if (event.type === "resync" || event.type === "reconnected") listener.current({ type: "resync" });
      if (event.type !== "order") return;
      const parsed = orderRealtimeEventSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) listener.current(parsed.data);
    });
  }, [enabled]);
}
