import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

/** Smaller answers gain less than the compressed form's overhead costs. */
export const compressionThresholdBytes = 1024;

const compressLarge = compress({ threshold: compressionThresholdBytes });
const bufferedTypes = /^(?:application\/json|text\/html)\b/i;

/**
 * Compresses JSON and HTML answers above the threshold (gzip or deflate, by Accept-Encoding). Hono's
 * compress measures by Content-Length, which `c.json()` does not set, so the body (already a string in
 * memory) is measured first. Streams (text/event-stream) and precompressed assets pass untouched; a
 * client that accepts no encoding (probes, benchmarks) skips all of it, since a plain answer suits anyone.
 */
export const compressAnswers: MiddlewareHandler = (c, next) => {
  if (!c.req.header("accept-encoding")) return next();
  return compressLarge(c, async () => {
    await next();
    await measureBody(c);
  });
};

async function measureBody(c: Context) {
  const response = c.res;
  const type = response.headers.get("content-type") ?? "";
  if (!response.body || response.headers.has("content-length") || !bufferedTypes.test(type)) return;
  const bytes = await response.arrayBuffer();
  c.res = new Response(bytes, response);
  c.res.headers.set("content-length", String(bytes.byteLength));
}
