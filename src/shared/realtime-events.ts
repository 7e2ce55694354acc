// The names and timings of `GET /api/events` (DESIGN 22), apart from the order event's zod schema so every
// page can hold the stream open without carrying zod in its first download.

/**
 * `ready` opens each connection; `order`, `whatsapp`, `post`, `conversation` and `resync` as in ./realtime;
 * `signed-out` when the stream's session ended, with `{ reason: "blocked" }` when an admin blocked the user (the
 * page then signs itself out) or `{ reason: "ended" }` (a sign-out elsewhere, left to the page's next action);
 * `replaced` when the session opened more streams than it may hold and this, its oldest, was closed (the page
 * reopens it when seen);
 * `shop-left` when the user stopped working in the shop the stream was opened for (DESIGN 35: removed, or left).
 */
export const realtimeEventNames = {
  ready: "ready",
  order: "order",
  whatsapp: "whatsapp",
  post: "post",
  conversation: "conversation",
  resync: "resync",
  signedOut: "signed-out",
  replaced: "replaced",
  shopLeft: "shop-left",
} as const;
/** How often an idle stream gets a comment line, so proxies and the browser keep it open. */
export const realtimeHeartbeatMs = 25_000;
/** What the browser waits before reconnecting a dropped stream. */
export const realtimeRetryMs = 3_000;
