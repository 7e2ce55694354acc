import { Hono } from "hono";
import { type FileStorage, isPrivateKey } from "../integrations/storage/file-storage";
import type { AppEnv } from "./context";

type ByteRange = { kind: "whole" } | { kind: "slice"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * The part of a file a Range header asks for: one `bytes=a-b`, `a-` or `-n` range. Anything else
 * (several ranges, another unit, a malformed or backwards range) is ignored, as RFC 9110 §14.2 allows,
 * and the whole file is sent.
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  const [, first = "", last = ""] = match ?? [];
  if (!match || (first === "" && last === "")) return { kind: "whole" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "slice", start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "slice", start, end: Math.min(end, size - 1) };
}

/**
 * Files of the local store at /uploads/<key>. The type comes from the bytes (never the name) and
 * nosniff stops a browser guessing otherwise; keys are unique, so a file can be cached for good.
 * Byte ranges are served because Safari plays a video only through them, and seeking needs them.
 */
export function uploadedFiles(storage: FileStorage) {
  const files = new Hono<AppEnv>();
  // A bucket's files are served by the bucket (or its CDN); the app is no public way into it.
  if (storage.kind !== "local") return files;
  return files.get("/*", async (c) => {
    const key = c.req.path.replace(/^\/uploads\//, "");
    if (isPrivateKey(key)) return c.text("Not found", 404);
    const file = await storage.open(key).catch(() => undefined);
    if (!file) return c.text("Not found", 404);
    const headers = {
      "Accept-Ranges": "bytes",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    };
    const range = byteRange(c.req.header("range"), file.size);
    if (range.kind === "unsatisfiable") {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${file.size}` });
    }
    const { start, end } = range.kind === "slice" ? range : { start: 0, end: file.size - 1 };
    return c.body(file.slice(start, end), range.kind === "slice" ? 206 : 200, {
      ...headers,
      "Content-Type": file.contentType,
      "Content-Length": String(end + 1 - start),
      "Cache-Control": "public, max-age=31536000, immutable",
      ...(range.kind === "slice" ? { "Content-Range": `bytes ${start}-${end}/${file.size}` } : {}),
    });
  });
}
