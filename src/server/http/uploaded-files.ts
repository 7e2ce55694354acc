import { Hono } from "hono";
import type { FileStorage } from "../integrations/storage/file-storage";
import type { AppEnv } from "./context";

/**
 * Files of the local store at /uploads/<key>. The type comes from the bytes (never the name) and
 * nosniff stops a browser guessing otherwise; keys are unique, so a file can be cached for good.
 */
export function uploadedFiles(storage: FileStorage) {
  const files = new Hono<AppEnv>();
  const read = storage.read;
  if (!read) return files;
  return files.get("/*", async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, "");
    const file = await read(key).catch(() => undefined);
    if (!file) return c.text("Not found", 404);
    return c.body(file.bytes.slice().buffer, 200, {
      "Content-Type": file.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    });
  });
}
