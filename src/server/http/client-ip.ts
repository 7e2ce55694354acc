import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: the socket's, or the first X-Forwarded-For hop only behind a trusted proxy,
 * so a spoofed header neither bypasses a limit nor puts every user in one bucket.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    // In-process requests (tests, app.request) have no socket.
    return "127.0.0.1";
  }
}
