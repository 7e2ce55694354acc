import type { QueryClient } from "@tanstack/react-query";

// The query client loads with the pages (query-client.ts), after the landing page; the session code, which
// the landing page carries, reaches it through here once it exists.
let loaded: QueryClient | undefined;

export function setLoadedQueryClient(client: QueryClient): void {
  loaded = client;
}

/** Drops every cached server answer of the user who is no longer signed in; none is cached before a page loads. */
export function forgetCachedUserData(): void {
  loaded?.removeQueries();
}
