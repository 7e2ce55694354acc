import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

const loopbackAddresses = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
const proxyHeaders = ["forwarded", "x-forwarded-for", "x-real-ip"];

/**
 * A request made on this machine itself (an operator's curl, a container health probe): it arrived on
 * the loopback socket and no proxy forwarded it, since a proxy on the same host would carry a
 * visitor's request from loopback too.
 */
export function isLocalRequest(c: Context): boolean {
  if (proxyHeaders.some((header) => c.req.header(header) !== undefined)) return false;
  try {
    return loopbackAddresses.has(getConnInfo(c).remote.address ?? "");
  } catch {
    // In-process requests (app.request) have no socket to vouch for them.
    return false;
  }
}
