import { useSyncExternalStore } from "react";
import type { AuthSessionData } from "./auth-client";
import { fetchSession } from "./session-queries";

/**
 * The session as last read, kept here rather than in React Query's cache: the landing page needs only the
 * session, and React Query (~9 KB gzip) then stays with the pages that cache server data (query-client.ts).
 */
export type SessionSnapshot =
  | { status: "pending" }
  | { status: "ready"; session: AuthSessionData | null; checkedAt: number };

/** A session read longer ago than this is read again when the tab comes back or the network returns. */
const staleAfterMs = 30_000;

let snapshot: SessionSnapshot = { status: "pending" };
const listeners = new Set<() => void>();
// Each read is numbered: an answer overtaken by a later read or a set (a sign-in or sign-out meanwhile) is stale.
let latestRead = 0;

function publish(session: AuthSessionData | null) {
  snapshot = { status: "ready", session, checkedAt: Date.now() };
  for (const listener of listeners) listener();
}

export function setSession(session: AuthSessionData | null): void {
  latestRead += 1;
  publish(session);
}

/** Reads the session from the server; the page keeps showing the one it has until the answer comes. */
export async function refreshSession(): Promise<void> {
  latestRead += 1;
  const read = latestRead;
  const session = await fetchSession();
  if (read === latestRead) publish(session);
}

function refreshIfStale() {
  if (document.visibilityState !== "visible") return;
  if (snapshot.status === "ready" && Date.now() - snapshot.checkedAt < staleAfterMs) return;
  void refreshSession();
}

function subscribe(listener: () => void) {
  // The first subscriber starts the first read, as the page mounts.
  if (snapshot.status === "pending" && latestRead === 0) void refreshSession();
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener("visibilitychange", refreshIfStale);
    window.addEventListener("online", refreshIfStale);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener("visibilitychange", refreshIfStale);
    window.removeEventListener("online", refreshIfStale);
  };
}

const currentSnapshot = () => snapshot;

/** The signed-in user's id as last read, for code outside React (the shop a request acts in); null when none. */
export function signedInUserId(): string | null {
  return snapshot.status === "ready" ? (snapshot.session?.user.id ?? null) : null;
}

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribe, currentSnapshot, currentSnapshot);
}
