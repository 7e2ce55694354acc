import { createHash } from "node:crypto";
import type { Config } from "../config";

type Directives = Record<string, string[]>;

/** The hash of each inline script in the built page (index.html's theme and language bootstrap). */
function inlineScriptHashes(html: string): string[] {
  const inlineScripts = html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g);
  return [...inlineScripts].map(([, body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

/** Uploads in an S3 bucket (avatars, product photos and videos) load from its public address; local ones are same-origin. */
function uploadOrigins(storage: Config["storage"]): string[] {
  return storage.kind === "s3" ? [new URL(storage.publicUrl ?? storage.endpoint).origin] : [];
}

/**
 * The Content-Security-Policy of the app's documents: everything from the app itself (DESIGN: no CDN,
 * the fonts are bundled), the inline bootstrap by its hash, and no framing. Styles allow inline
 * because Radix positions popovers and sonner injects its sheet at run time.
 */
export function documentSecurityPolicy(indexHtml: string, storage: Config["storage"]): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes(indexHtml)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", ...uploadOrigins(storage)],
    mediaSrc: ["'self'", ...uploadOrigins(storage)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
