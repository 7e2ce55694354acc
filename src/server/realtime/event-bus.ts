import type { UserRealtimeEvent } from "../../shared/realtime";

/**
 * What travels between the app's instances (DESIGN 22): an event for one user's open streams, or word that
 * a user's sessions changed (sign-out, password change), so every instance drops its cached copies and
 * closes the streams of a session that is gone. `userId: null` means any user.
 */
export type BusMessage =
  | { type: "user-event"; userId: string; event: UserRealtimeEvent }
  | { type: "sessions-changed"; userId: string | null }
  /** This instance may have missed messages (its listening connection was lost): re-read everything. */
  | { type: "resync" };

export interface EventBus {
  readonly kind: "in-process" | "postgres";
  /** Delivered to every instance's subscribers, this one's included; on PostgreSQL only once committed. */
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
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

/** One instance on the embedded database: the bus is this process. */
export function inProcessEventBus(onListenerError: (error: unknown) => void): EventBus {
  const listeners = new Listeners(onListenerError);
  return {
    kind: "in-process",
    async publish(message) {
      listeners.deliver(message);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      listeners.clear();
    },
  };
}
