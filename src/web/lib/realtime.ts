import { type OrderRealtimeEvent, orderRealtimeEventSchema, realtimeEventNames } from "@shared/realtime";
import { useEffect, useRef } from "react";

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
    const source = new EventSource("/api/events");
    let connected = false;
    source.addEventListener(realtimeEventNames.ready, () => {
      if (connected) listener.current({ type: "resync" });
      connected = true;
    });
    source.addEventListener(realtimeEventNames.resync, () => listener.current({ type: "resync" }));
    source.addEventListener(realtimeEventNames.order, (event) => {
      const parsed = orderRealtimeEventSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) listener.current(parsed.data);
    });
    return () => source.close();
  }, [enabled]);
}
