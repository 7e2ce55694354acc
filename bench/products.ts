import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { startApp } from "../e2e/support/app-process";

const productCount = 500;
const connections = 10;

/** A JPEG of about `megabytes` MB: random pixels do not compress, as a phone photo barely does. */
async function photoOf(megabytes: number): Promise<Uint8Array> {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 0.9));
  const pixels = randomBytes(side * side * 3);
  return new Uint8Array(
    await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer(),
  );
}

/** Issue 12: the product list read with 500 products, and the upload of a 5 MB photo (stored and resized). */
export async function benchProducts() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-products-"));
  const app = await startApp({
    dataDir,
    env: { LOG_LEVEL: "silent", HOST: "127.0.0.1", UPLOAD_RATE_LIMIT_PER_MINUTE: "100000" },
  });
  const base = `http://127.0.0.1:${app.port}`;
  try {
    const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ name: "Bench", email: "bench-products@example.com", password: "secret123" }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const headers = { cookie, origin: app.url };
    const upload = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new File([Uint8Array.from(bytes)], "photo.jpg"));
      const response = await fetch(`${base}/api/products/media`, { method: "POST", headers, body: form });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };

    const small = await photoOf(0.05);
    for (let index = 0; index < productCount; index += 1) {
      const media = await upload(small);
      const response = await fetch(`${base}/api/products`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          name: `Product ${index}`,
          product_code: `P-${index}`,
          price: 100_000 + index,
          description: "A product of the benchmark shop.",
          media_ids: [media.id],
        }),
      });
      if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
    }
    const list = await autocannon({ url: `${base}/api/products`, connections, duration: 8, headers: { cookie } });
    if (list.non2xx > 0 || list.errors > 0)
      throw new Error(`product list: ${list.non2xx} non-2xx, ${list.errors} errors`);

    const photo = await photoOf(5);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const startedAt = performance.now();
      await upload(photo);
      times.push(performance.now() - startedAt);
    }
    times.sort((a, b) => a - b);
    console.log(`Products (PGlite, ${productCount} products with one image each)`);
    console.log(
      `  GET /api/products, ${connections} connections, 8 s: p50 ${list.latency.p50} ms  p99 ${list.latency.p99} ms  ` +
        `${list.requests.average.toFixed(0)} req/s`,
    );
    console.log(
      `  upload of a ${(photo.byteLength / 1024 / 1024).toFixed(1)} MB JPEG until stored and resized (5 runs): ` +
        `median ${times[2]?.toFixed(0)} ms, slowest ${times[4]?.toFixed(0)} ms`,
    );
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
