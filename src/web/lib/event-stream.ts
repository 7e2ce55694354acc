import { realtimeEventNames } from "@shared/realtime-events";

/**
 * What a listener hears from `GET /api/events`: a named event, a reconnect, or the stream refused or replaced
 * (`beforeReady`: refused before it was ever open, as when the session ended before the page connected).
 */
export type StreamEvent =
  | { type: "order"; data: string }
  | { type: "whatsapp"; data: string }
  | { type: "post"; data: string }
  | { type: "resync" }
  | { type: "signed-out"; blocked: boolean }
  | { type: "reconnected" }
  | { type: "ended"; beforeReady: boolean };

type Listener = (event: StreamEvent) => void;

/** After the server refused the stream (signed out, a deploy), it is tried again later, less and less often. */
const firstReopenMs = 15_000;
const lastReopenMs = 5 * 60_000;
const leaderLock = "mohtavayar-event-stream";
const channelName = "mohtavayar-events";

const listeners = new Set<Listener>();
const emit = (event: StreamEvent) => {
  for (const listener of listeners) listener(event);
};

/** The open connection of this page: the stream itself when this tab leads, else the leader's relay. */
let connection: { close: () => void } | null = null;

/**
 * Reads the stream and hands each event to `deliver`. The browser retries a dropped connection by itself;
 * a refused one (401, a proxy's 5xx) is closed, said as `ended`, and opened again after a while.
 */
function readStream(deliver: (event: StreamEvent) => void, announceFirstReady: boolean) {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenMs = firstReopenMs;
  let connectedOnce = false;
  let stopWaiting = () => {};
  // Replaced by a newer stream of the session (more tabs than it may hold): opening again at once would replace
  // another tab's, round and round, so this tab waits until it is looked at again.
  const openWhenSeen = () => {
    const seen = () => {
      if (document.visibilityState !== "visible") return;
      stopWaiting();
      open();
    };
    document.addEventListener("visibilitychange", seen);
    window.addEventListener("focus", seen);
    stopWaiting = () => {
      document.removeEventListener("visibilitychange", seen);
      window.removeEventListener("focus", seen);
      stopWaiting = () => {};
    };
  };
  const open = () => {
    const stream = new EventSource("/api/events");
    source = stream;
    stream.addEventListener(realtimeEventNames.ready, () => {
      if (connectedOnce || announceFirstReady) deliver({ type: "reconnected" });
      connectedOnce = true;
      reopenMs = firstReopenMs;
    });
    stream.addEventListener(realtimeEventNames.resync, () => deliver({ type: "resync" }));
    stream.addEventListener(realtimeEventNames.order, (event) => deliver({ type: "order", data: String(event.data) }));
    stream.addEventListener(realtimeEventNames.whatsapp, (event) =>
      deliver({ type: "whatsapp", data: String(event.data) }),
    );
    stream.addEventListener(realtimeEventNames.post, (event) => deliver({ type: "post", data: String(event.data) }));
    stream.addEventListener(realtimeEventNames.signedOut, (event) => {
      const { reason } = JSON.parse(String(event.data)) as { reason?: string };
      deliver({ type: "signed-out", blocked: reason === "blocked" });
    });
    stream.addEventListener(realtimeEventNames.replaced, () => {
      stream.close();
      deliver({ type: "ended", beforeReady: false });
      openWhenSeen();
    });
    stream.addEventListener("error", () => {
      if (stream.readyState !== EventSource.CLOSED) return;
      deliver({ type: "ended", beforeReady: !connectedOnce });
      reopenTimer = setTimeout(open, reopenMs);
      reopenMs = Math.min(reopenMs * 2, lastReopenMs);
    });
  };
  open();
  return {
    close() {
      clearTimeout(reopenTimer);
      stopWaiting();
      source?.close();
    },
  };
}

/**
 * Browsers keep at most six connections to a host open, so every tab holding its own stream would leave a
 * seventh tab unable to load. One tab (the holder of a Web Lock) reads the stream and relays each event to
 * the others over a BroadcastChannel; when it closes, the next tab takes over and everyone reads again.
 */
function connectShared(): { close: () => void } {
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (message: MessageEvent<StreamEvent>) => emit(message.data);
  const relay = (event: StreamEvent) => {
    emit(event);
    channel.postMessage(event);
  };
  const stop = new AbortController();
  let stream: { close: () => void } | null = null;
  let resign = () => {};
  const lead = (afterWaiting: boolean) =>
    new Promise<void>((release) => {
      resign = release;
      // A tab taking over from another may have missed events meanwhile: every tab reads again.
      stream = readStream(relay, afterWaiting);
    });
  void navigator.locks
    .request(leaderLock, { ifAvailable: true }, (lock) =>
      lock
        ? lead(false)
        : navigator.locks.request(leaderLock, { signal: stop.signal }, () => lead(true)).catch(() => undefined),
    )
    .catch(() => undefined);
  return {
    close() {
      stop.abort();
      stream?.close();
      resign();
      channel.close();
    },
  };
}

const canShare = () =>
  typeof BroadcastChannel !== "undefined" && typeof navigator !== "undefined" && "locks" in navigator;

/**
 * One stream for all of the user's tabs (DESIGN 22), shared by whoever listens in a page: the session watch,
 * the orders tab and the WhatsApp page. It opens with the first listener and closes with the last.
 */
export function listenToEventStream(listener: Listener): () => void {
  listeners.add(listener);
  connection ??= canShare() ? connectShared() : readStream(emit, false);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    connection?.close();
    connection = null;
  };
}
