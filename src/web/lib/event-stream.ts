import { realtimeEventNames } from "@shared/realtime-events";

/** What a listener hears from `GET /api/events`: a named event, a reconnect, or the stream refused for good. */
export type StreamEvent =
  | { type: "order"; data: string }
  | { type: "resync" }
  | { type: "signed-out" }
  | { type: "reconnected" }
  | { type: "ended" };

type Listener = (event: StreamEvent) => void;

/** After the server refused the stream, it is tried again this much later while someone still listens. */
const reopenAfterMs = 15_000;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;

const emit = (event: StreamEvent) => {
  for (const listener of listeners) listener(event);
};

function open() {
  const stream = new EventSource("/api/events");
  source = stream;
  let connected = false;
  stream.addEventListener(realtimeEventNames.ready, () => {
    if (connected) emit({ type: "reconnected" });
    connected = true;
  });
  stream.addEventListener(realtimeEventNames.resync, () => emit({ type: "resync" }));
  stream.addEventListener(realtimeEventNames.order, (event) => emit({ type: "order", data: String(event.data) }));
  stream.addEventListener(realtimeEventNames.signedOut, () => emit({ type: "signed-out" }));
  // The browser retries a dropped connection by itself; a refused one (401: the session is gone) is closed.
  stream.addEventListener("error", () => {
    if (stream.readyState !== EventSource.CLOSED) return;
    source = null;
    emit({ type: "ended" });
    if (listeners.size > 0) reopenTimer = setTimeout(() => listeners.size > 0 && !source && open(), reopenAfterMs);
  });
}

/**
 * One stream per page (DESIGN 22), shared by whoever listens: the session watch and the orders tab. It opens
 * with the first listener and closes with the last.
 */
export function listenToEventStream(listener: Listener): () => void {
  listeners.add(listener);
  if (!source) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(reopenTimer);
    source?.close();
    source = null;
  };
}
