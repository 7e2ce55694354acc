import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFile } from "../../../scripts/precompress-assets";
import type { Config } from "../config";
import { compressAnswers } from "./compression";
import type { AppEnv } from "./context";
import { staticSite } from "./static-site";

const inlineScript = "document.documentElement.classList.add('dark');";
// As built: an inline bootstrap, the entry, and enough preloads to be worth compressing.
const preloads = Array.from(
  { length: 30 },
  (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
);
const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script>${preloads.join("")}</head><body></body></html>`;
const script = `export const greeting = ${JSON.stringify("سلام دنیا ".repeat(400))};\n`;
const localUploads: Config["storage"] = { kind: "local", directory: "uploads" };

let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), "static-site-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), indexHtml);
  writeFileSync(path.join(webDir, "assets/app-abc123.js"), script);
  await precompressFile(path.join(webDir, "assets/app-abc123.js"));
  // As the build does: public/ is copied beside index.html.
  copyFileSync(path.resolve(import.meta.dirname, "../../../public/robots.txt"), path.join(webDir, "robots.txt"));
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

/** The site as createApp mounts it: behind the compression of dynamic answers. */
function site(uploads = localUploads) {
  const app = new Hono<AppEnv>();
  app.use(compressAnswers);
  return app.route("/", staticSite(webDir, uploads));
}

const asset = (acceptEncoding?: string) =>
  site().request("/assets/app-abc123.js", {
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("built assets", () => {
  it("a browser that accepts brotli gets the brotli copy, with the script's type", async () => {
    const response = await asset("gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("a browser that accepts only gzip gets the gzip copy", async () => {
    const response = await asset("gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it("a client that accepts no encoding gets the file itself, still marked as varying by encoding", async () => {
    const response = await asset();
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(script);
  });

  it("hashed assets are cached for a year and never revalidated", async () => {
    const response = await asset("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a browser that refuses brotli (q=0) gets gzip; a HEAD gets the headers without the file", async () => {
    const refused = await asset("br;q=0, gzip");
    expect(refused.headers.get("content-encoding")).toBe("gzip");
    const head = await site().request("/assets/app-abc123.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
    expect(await head.text()).toBe("");
  });

  it("a path that climbs out of the assets folder is a 404, and a file built after the first request is served", async () => {
    // Dots written out are resolved by the URL itself (to /index.html, a public file); an encoded slash is not.
    for (const sneaky of ["/assets/..%2Findex.html", "/assets/..%5Cindex.html", "/assets/%2E%2E%2Findex.html"]) {
      const response = await site().request(sneaky);
      expect(response.status, sneaky).toBe(404);
      expect(await response.text(), sneaky).not.toContain("<html");
    }
    const app = site();
    expect((await app.request("/assets/late-1a2b.js")).status).toBe(404);
    writeFileSync(path.join(webDir, "assets/late-1a2b.js"), "export {};");
    const late = await app.request("/assets/late-1a2b.js");
    expect(late.status).toBe(200);
    expect(await late.text()).toBe("export {};");
  });

  it("a missing asset is a 404, not the index page", async () => {
    const response = await site().request("/assets/app-gone.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("<html");
  });
});

describe("the app's document", () => {
  it("is compressed when the browser accepts it", async () => {
    const response = await site().request("/dashboard", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(indexHtml);
  });

  it("has a self-only Content-Security-Policy that allows its inline bootstrap by hash and no framing", async () => {
    const response = await site().request("/auth");
    const policy = response.headers.get("content-security-policy") ?? "";
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("SOC-08 keeps other origins' windows out, but lets the Instagram popup it opens report back", async () => {
    const page = await site().request("/dashboard");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    // The popup's return page arrives from Instagram's origin: any opener policy there would cut it off.
    for (const callback of ["/auth/callback", "/auth/callback/instagram?code=c&state=s"]) {
      expect((await site().request(callback)).headers.get("cross-origin-opener-policy")).toBeNull();
    }
  });

  it("allows images from the S3 bucket's public address when uploads live there", async () => {
    const s3: Config["storage"] = {
      kind: "s3",
      endpoint: "https://s3.example.test",
      bucket: "avatars",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      publicUrl: "https://cdn.example.test/avatars/",
    };
    const policy = (await site(s3).request("/")).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("img-src 'self' data: https://cdn.example.test");
  });
});

describe("files for crawlers", () => {
  it("a crawler asking for /robots.txt gets the plain-text rules, not the app's page", async () => {
    const response = await site().request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const rules = await response.text();
    expect(rules).not.toContain("<html");
    expect(rules).toMatch(/^User-agent: \*$/m);
    for (const privatePath of ["/api/", "/dashboard", "/admin", "/checkout", "/payment/"]) {
      expect(rules).toContain(`Disallow: ${privatePath}\n`);
    }
    expect(rules).not.toMatch(/^Disallow: \/$/m);
  });

  it("a path naming a file the site does not have is a 404, not the app's page", async () => {
    for (const missing of ["/sitemap.xml", "/apple-touch-icon.png", "/nested/file.txt"]) {
      const response = await site().request(missing);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("<html");
    }
    // App routes still get the page.
    expect(await (await site().request("/pricing")).text()).toBe(indexHtml);
  });
});
