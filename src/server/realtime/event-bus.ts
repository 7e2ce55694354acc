import type { UserRealtimeEvent } from "../../shared/realtime";

/**
 * What travels between the app's instances (DESIGN 22): an event for one user's open streams, or word that
 * a user's sessions changed (sign-out, password change), so every instance drops its cached copies and
 * closes the streams of a session that is gone. `userId: null` means any user.
 */
export type BusMessage =
  | { type: "user-event"; userId: string; event: UserRealtimeEvent }
  | { type: "sessions-changed"; userId: string | null }
  /** A row of the user's hot state (the plan, AI usage) changed; sent by the database's triggers (decision 024). */
  | { type: "user-state-changed"; userId: string }
  /** DESIGN 35: a member's work in a shop ended (removed, or left): their open pages of that shop are told. */
  | { type: "staff-changed"; shopId: string; userId: string }
  /** Sent by `settled` to itself: everything committed before it has been delivered once it comes back. */
  | { type: "settled"; token: string }
  /** This instance may have missed messages (its listening connection was lost): re-read everything. */
  | { type: "resync" };

export interface EventBus {
  readonly kind: "in-process" | "postgres";
  /** Delivered to every instance's subscribers, this one's included; on PostgreSQL only once committed. */
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  /**
   * Resolves once every message committed before the call has reached this instance's subscribers. On
   * PostgreSQL they come through the listening connection a moment after the commit; a writer that must
   * read its own change through a cache at once (a test writing rows directly) waits for this.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A set of listeners, each called on its own so one that throws cannot keep a message from the others. */
export class Listeners {
  readonly #listeners = new Set<(message: BusMessage) => void>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  add(listener: (message: BusMessage) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  deliver(message: BusMessage) {
    for (const listener of this.#listeners) {
      try {
        listener(message);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  clear() {
    this.#listeners.clear();
  }
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const maxPayloadBytes = 7900;

/** A message as sent on the database's channel. */
export function busPayload(message: BusMessage): string {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error("an event bus message is too large");
  return payload;
}

/** A message heard on the database's channel (the app's or a trigger's), or undefined if unreadable. */
export function parseBusPayload(payload: string | undefined): BusMessage | undefined {
  if (!payload) return undefined;
  const message = JSON.parse(payload) as BusMessage;
  return typeof message === "object" && message !== null && typeof message.type === "string" ? message : undefined;
}

/**
 * One instance on the embedded database: the bus is this process. `listen` subscribes to the database's
 * own notifications (the triggers of decision 024); PGlite delivers them as the change commits.
 */
export async function inProcessEventBus(
  onListenerError: (error: unknown) => void,
  listen?: (onPayload: (payload: string) => void) => Promise<() => Promise<void>>,
): Promise<EventBus> {
  const listeners = new Listeners(onListenerError);
  const unlisten = await listen?.((payload) => {
    try {
      const message = parseBusPayload(payload);
      if (message) listeners.deliver(message);
    } catch (error) {
      onListenerError(error);
    }
  });
  return {
    kind: "in-process",
    async publish(message) {
      listeners.deliver(message);
    },
    subscribe: (listener) => listeners.add(listener),
    async settled() {},
    async close() {
      listeners.clear();
      await unlisten?.();
    },
  };
}
