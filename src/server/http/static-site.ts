import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./context";

/** Serves the built web app: hashed assets cached for good, every other path gets index.html (the SPA routes it). */
export function staticSite(rootDir: string) {
  const indexPath = path.join(rootDir, "index.html");
  const site = new Hono<AppEnv>();
  site.use(secureHeaders({ crossOriginEmbedderPolicy: false }));
  if (!existsSync(indexPath)) {
    return site.get("*", (c) => c.text("The web app is not built. Run `npm run build`.", 503));
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  site.use(
    "/assets/*",
    serveStatic({
      root: rootDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  const publicFile = serveStatic({ root: rootDir });
  // Only paths that name a file (favicon.svg); "/" and app routes fall through to index.html.
  site.use("*", (c, next) => (path.extname(c.req.path) ? publicFile(c, next) : next()));
  site.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return site;
}
