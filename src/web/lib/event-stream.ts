import { realtimeEventNames } from "@shared/realtime-events";
import { leaveActingShop, onShopSwitch, pathInActingShop } from "./acting-shop";

/**
 * What a listener hears from `GET /api/events`: a named event, a reconnect, or the stream refused or replaced
 * (`beforeReady`: refused before it was ever open, as when the session ended before the page connected).
 */
export type StreamEvent =
  | { type: "order"; data: string }
  | { type: "whatsapp"; data: string }
  | { type: "post"; data: string }
  | { type: "conversation"; data: string }
  | { type: "resync" }
  | { type: "signed-out"; blocked: boolean }
  | { type: "shop-left" }
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
  // DESIGN 35: no longer staff of the shop the stream was opened for: back to the user's own shop.
  if (event.type === "shop-left") leaveActingShop();
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
    // The shop the user works in: their own, or another's named by `?shop=` (an EventSource sends no headers).
    const stream = new EventSource(pathInActingShop("/api/events"));
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
    stream.addEventListener(realtimeEventNames.conversation, (event) =>
      deliver({ type: "conversation", data: String(event.data) }),
    );
    stream.addEventListener(realtimeEventNames.signedOut, (event) => {
      const { reason } = JSON.parse(String(event.data)) as { reason?: string };
      deliver({ type: "signed-out", blocked: reason === "blocked" });
    });
    stream.addEventListener(realtimeEventNames.shopLeft, () => deliver({ type: "shop-left" }));
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
  // Posted first: what this tab does with an event (a switch of shop) may close the channel.
  const relay = (event: StreamEvent) => {
    channel.postMessage(event);
    emit(event);
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

const connect = () => (canShare() ? connectShared() : readStream(emit, false));

// Another shop chosen (here or in another tab): the open stream is opened again for it.
onShopSwitch(() => {
  if (!connection) return;
  connection.close();
  connection = connect();
});

/**
 * One stream for all of the user's tabs (DESIGN 22), shared by whoever listens in a page: the session watch,
 * the orders tab and the WhatsApp page. It opens with the first listener and closes with the last.
 */
export function listenToEventStream(listener: Listener): () => void {
  listeners.add(listener);
  connection ??= connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    connection?.close();
    connection = null;
  };
}
