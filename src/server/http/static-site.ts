import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";
import { builtAssets } from "./built-assets";
import type { AppEnv } from "./context";
import { documentSecurityPolicy } from "./document-policy";

/**
 * Serves the built web app: hashed assets cached for good, in the brotli or gzip copy the build made
 * when the browser accepts it (scripts/precompress-assets.ts); every other path gets index.html (the
 * SPA routes it).
 */
export function staticSite(rootDir: string, uploads: Config["storage"]) {
  const indexPath = path.join(rootDir, "index.html");
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;
  const site = new Hono<AppEnv>();
  site.use(
    secureHeaders({
      contentSecurityPolicy: documentSecurityPolicy(indexHtml ?? "", uploads),
      crossOriginEmbedderPolicy: false,
      // Set per page below: the Instagram login popup (DESIGN 25) must keep its opener.
      crossOriginOpenerPolicy: false,
      xFrameOptions: "DENY",
    }),
  );
  if (indexHtml === undefined) {
    return site.get("*", (c) => c.text("The web app is not built. Run `npm run build`.", 503));
  }
  site.use("/assets/*", async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    // The raw answer varies too: a cache must not hand it to a browser that asked for brotli.
    c.res.headers.set("Vary", "Accept-Encoding");
  });
  site.use("/assets/*", builtAssets({ dir: path.join(rootDir, "assets"), urlPrefix: "/assets/" }));
  // A missing chunk (an old page after a deploy) must fail as a missing file, not run index.html as script.
  site.all("/assets/*", (c) => c.text("Not found", 404));
  const publicFile = serveStatic({ root: rootDir });
  // Only paths that name a file (favicon.svg, robots.txt) are files; "/" and app routes get index.html.
  // A missing one is a 404: a crawler asking for /robots.txt or /sitemap.xml must not be handed the app.
  site.use("*", (c, next) => (path.extname(c.req.path) ? publicFile(c, next) : next()));
  site.get("*", (c, next) => (path.extname(c.req.path) ? c.text("Not found", 404) : next()));
  site.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    // A page may open a popup that goes to another origin (Instagram's login) and still hear from it;
    // the popup's return page, reached from that origin, takes none, or it would lose its opener.
    if (!c.req.path.startsWith("/auth/callback")) c.header("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    return c.html(indexHtml);
  });
  return site;
}
