import type { MiddlewareHandler } from "hono";

/**
 * API answers are personal (a profile, a conversation, a session) and must not stay in a shared or
 * browser cache after sign-out, so every one is `no-store` unless its route chose a policy itself.
 */
export const noStoreUnlessSet: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
};
