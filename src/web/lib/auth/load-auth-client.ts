/**
 * Better Auth's client (with its fetch and store libraries) only signs in, up and out, so it stays out of
 * the first download; the session is read without it (session-queries.ts). Preloaded once the page is idle.
 */
export const loadAuthClient = () => import("./auth-client").then((module) => module.authClient);
