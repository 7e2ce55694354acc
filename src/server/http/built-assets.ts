import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";

/** The copies the build makes beside a file (scripts/precompress-assets.ts), best first. */
const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

interface Asset {
  type: string;
  plain: Uint8Array<ArrayBuffer>;
  encoded: { name: string; bytes: Uint8Array<ArrayBuffer> }[];
}

/** A built file's name: the hash in it changes with its content, and no folder or dot-dot is allowed. */
const assetName = /^[\w-]+(?:\.[\w-]+)*\.[a-z0-9]+$/i;

const readIfThere = (file: string) => readFile(file).catch(() => undefined);

async function readAsset(dir: string, name: string): Promise<Asset | undefined> {
  const file = path.join(dir, name);
  const plain = await readIfThere(file);
  if (!plain) return undefined;
  const encoded = [];
  for (const encoding of encodings) {
    const bytes = await readIfThere(file + encoding.suffix);
    if (bytes) encoded.push({ name: encoding.name, bytes: new Uint8Array(bytes) });
  }
  return { type: getMimeType(name) ?? "application/octet-stream", plain: new Uint8Array(plain), encoded };
}

/** Whether Accept-Encoding names `encoding` without refusing it (`;q=0`). */
function accepts(header: string | undefined, encoding: string) {
  return (
    header?.split(",").some((part) => {
      const [name, ...parameters] = part.split(";").map((piece) => piece.trim());
      return name === encoding && !parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
    }) ?? false
  );
}

/**
 * Serves the hashed files of `dir` under `urlPrefix` from memory: each is read once (with its brotli and gzip
 * copies) and answered in the best form the browser accepts. Reading them from disk for each request cost
 * the app about 4 ms of CPU per file, and a first visit asks for dozens. Anything else falls through to `next`.
 */
export function builtAssets(options: { dir: string; urlPrefix: string }): MiddlewareHandler {
  const { dir, urlPrefix } = options;
  const assets = new Map<string, Promise<Asset | undefined>>();
  return async (c, next) => {
    const name = c.req.path.startsWith(urlPrefix) ? c.req.path.slice(urlPrefix.length) : "";
    const readable = c.req.method === "GET" || c.req.method === "HEAD";
    if (!readable || !assetName.test(name) || encodings.some((encoding) => name.endsWith(encoding.suffix))) {
      return next();
    }
    let asset = assets.get(name);
    if (!asset) {
      asset = readAsset(dir, name);
      assets.set(name, asset);
    }
    const found = await asset;
    if (!found) {
      // Not kept: a file may still be added (a build in progress), and names asked for at random must not grow the map.
      assets.delete(name);
      return next();
    }
    const acceptEncoding = c.req.header("accept-encoding");
    const chosen = found.encoded.find((encoding) => accepts(acceptEncoding, encoding.name));
    const bytes = chosen?.bytes ?? found.plain;
    c.header("Content-Type", found.type);
    c.header("Content-Length", String(bytes.byteLength));
    if (chosen) c.header("Content-Encoding", chosen.name);
    return c.body(c.req.method === "HEAD" ? new Uint8Array() : bytes);
  };
}
