// Sign-in's face: the cached session the other features read a request's user from.
export type { CachedSession, SessionCache } from "./session-cache";
export { sessionCookieValue } from "./session-cache";
