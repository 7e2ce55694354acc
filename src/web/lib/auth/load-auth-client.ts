/**
 * Better Auth's client (with its fetch and store libraries) signs in and up here, so it stays out of the
 * first download; the session is read and ended without it (session-queries.ts, sign-out-request.ts).
 * Preloaded once the page is idle.
 */
export const loadAuthClient = () => import("./auth-client").then((module) => module.authClient);
