import type { Context } from "hono";
import type { StoredFile } from "../integrations/storage/file-storage";

/**
 * A stored file handed only to whom its feature decided (a receipt's seller and buyer): no shared cache
 * (a proxy, a CDN) keeps it and the browser does not either; typed by its bytes, and no script runs in it.
 */
export function privateFileResponse(c: Context, file: StoredFile) {
  return c.body(file.slice(0, file.size - 1), 200, {
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
    "Referrer-Policy": "no-referrer",
  });
}
