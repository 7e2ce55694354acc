import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { startApp } from "../e2e/support/app-process";
import { launchBrowser } from "../e2e/support/browser";

interface Visit {
  bytes: number;
  requests: number;
  firstContentfulPaintMs: number;
  /** From navigation to the last byte of the last request (fonts included). */
  loadedMs: number;
}

// Issue 11 item 11: a slow Iranian mobile link (1.6 Mbps down, 750 kbps up, 150 ms) and a phone's CPU.
const slowLink = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const cpuSlowdown = 4;
const visits = 3;
const quietMs = 2000;

/** One cold visit of the landing page: bytes on the wire (headers included), requests, first contentful paint. */
async function visitLandingPage(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  let requests = 0;
  let inFlight = 0;
  let lastActivity = performance.now();
  cdp.on("Network.requestWillBeSent", () => {
    requests += 1;
    inFlight += 1;
    lastActivity = performance.now();
  });
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
    inFlight -= 1;
    lastActivity = performance.now();
  });
  cdp.on("Network.loadingFailed", () => {
    inFlight -= 1;
    lastActivity = performance.now();
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slowLink);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  const started = performance.now();
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // The fonts start only after the scripts render text, later than Playwright's 500 ms "networkidle".
  while (inFlight > 0 || performance.now() - lastActivity < quietMs) await setTimeout(100);
  const firstContentfulPaintMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => {
          const paint = entries.getEntriesByName("first-contentful-paint")[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
  await context.close();
  return { bytes, requests, firstContentfulPaintMs, loadedMs: lastActivity - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The landing page of the production build over a throttled link in Chromium, as a visitor on a phone meets it. */
export async function benchSlowLink() {
  execSync("tsx scripts/build-if-needed.ts", { cwd: path.resolve(import.meta.dirname, ".."), stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-slow-link-"));
  const app = await startApp({ dataDir, env: { NODE_ENV: "production", LOG_LEVEL: "silent", HOST: "127.0.0.1" } });
  const browser = await launchBrowser();
  try {
    const results: Visit[] = [];
    for (let visit = 0; visit < visits; visit += 1) results.push(await visitLandingPage(browser, `${app.url}/`));
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    console.log(`Landing page on a slow link (1.6 Mbps, 150 ms, CPU ${cpuSlowdown}x slower; ${visits} cold visits)`);
    for (const [index, result] of results.entries()) {
      console.log(
        `  visit ${index + 1}: ${(result.bytes / 1024).toFixed(0)} KB in ${result.requests} requests, first contentful paint ${seconds(result.firstContentfulPaintMs)} s, all loaded ${seconds(result.loadedMs)} s`,
      );
    }
    console.log(
      `  first contentful paint median ${seconds(median(results.map((result) => result.firstContentfulPaintMs)))} s`,
    );
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/slow-link.ts` runs this one alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchSlowLink();
