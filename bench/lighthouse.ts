import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, type Flags } from "lighthouse";
import { freePort, startApp } from "../e2e/support/app-process";
import { chromiumPath } from "../e2e/support/chromium-path";
import { signUp } from "./reads-seed";

// Issue 34 (6.11): Lighthouse 12's scores of the public pages and the dashboard, on the production build.
const pages = ["/", "/pricing", "/dashboard"] as const;
const presets = ["mobile", "desktop"] as const;
type Preset = (typeof presets)[number];
/** `LIGHTHOUSE_PRESETS=mobile` measures one preset alone (the mobile one is where the targets are missed). */
const chosenPresets = presets.filter((preset) =>
  (process.env.LIGHTHOUSE_PRESETS ?? presets.join(",")).split(",").includes(preset),
);
/** Simulated throttling on a busy 2-core machine varies from run to run: each figure is the median of these. */
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const targets = { cls: 0.1, mobilePerformance: 90, seo: 95 };
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];

interface Figures {
  performance: number;
  cls: number;
  lcpMs: number;
  /** Total blocking time, the part of mobile performance a busy machine moves most. */
  tbtMs: number;
  seo: number;
  accessibility: number;
  /** Lighthouse's measure of this machine's CPU in the run; its 4x mobile slowdown expects one of 1000 or more. */
  cpuIndex: number;
  /** What Lighthouse names as shifting (the `layout-shifts` audit), to tell a missed CLS target's cause. */
  shifting: string[];
}

// A plain server-rendered page: what this machine's Lighthouse gives a page with nothing to improve.
const referenceHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title>
<meta name="description" content="A plain page measured beside the app in the same run."></head>
<body><h1>Reference page</h1><p>${"Plain text on a plain page. ".repeat(40)}</p></body></html>`;

async function serveReference() {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(referenceHtml);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

function score(value: number | null | undefined) {
  return Math.round((value ?? 0) * 100);
}

async function audit(url: string, port: number, preset: Preset, headers: Record<string, string>): Promise<Figures> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "seo", "accessibility"],
    extraHeaders: headers,
  };
  const config: Config | undefined = preset === "desktop" ? desktopConfig : undefined;
  let lhr = (await lighthouse(url, flags, config))?.lhr;
  // On a busy machine a run now and then loses its trace (NO_NAVSTART): that run is made again.
  for (let retry = 0; retry < 2 && lhr?.runtimeError; retry += 1) lhr = (await lighthouse(url, flags, config))?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const shifts = lhr.audits["layout-shifts"]?.details;
  const shifting =
    shifts?.type === "table"
      ? shifts.items.flatMap((item) => {
          const node = item.node;
          return node && typeof node === "object" && "selector" in node ? [String(node.selector)] : [];
        })
      : [];
  return {
    performance: score(lhr.categories.performance?.score),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    seo: score(lhr.categories.seo?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    cpuIndex: lhr.environment.benchmarkIndex,
    shifting,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function medianOf(measure: () => Promise<Figures>): Promise<Figures> {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure());
  const of = (pick: (figures: Figures) => number) => median(results.map(pick));
  return {
    performance: of((figures) => figures.performance),
    cls: of((figures) => figures.cls),
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    seo: of((figures) => figures.seo),
    accessibility: of((figures) => figures.accessibility),
    cpuIndex: of((figures) => figures.cpuIndex),
    shifting: [...new Set(results.flatMap((figures) => figures.shifting))],
  };
}

/** The targets a page misses; SEO only on the public pages (the dashboard is kept out of search on purpose). */
function misses(page: string, preset: Preset, figures: Figures): string[] {
  const missed: string[] = [];
  if (!(figures.cls <= targets.cls)) missed.push(`CLS ${figures.cls.toFixed(3)} > ${targets.cls}`);
  if (preset === "mobile" && figures.performance < targets.mobilePerformance) {
    missed.push(`performance ${figures.performance} < ${targets.mobilePerformance}`);
  }
  if (page !== "/dashboard" && figures.seo < targets.seo) missed.push(`SEO ${figures.seo} < ${targets.seo}`);
  return missed;
}

function line(label: string, figures: Figures) {
  const cells = [
    label.padEnd(22),
    `perf ${String(figures.performance).padStart(3)}`,
    `CLS ${figures.cls.toFixed(3)}`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${String(Math.round(figures.tbtMs)).padStart(4)} ms`,
    `SEO ${String(figures.seo).padStart(3)}`,
    `a11y ${String(figures.accessibility).padStart(3)}`,
    `CPU index ${Math.round(figures.cpuIndex)}`,
  ];
  return `  ${cells.join("  ")}`;
}

/** Lighthouse's mobile and desktop presets on `/`, `/pricing` and a signed-in `/dashboard`; fails on a missed target. */
export async function benchLighthouse() {
  execSync("tsx scripts/build-if-needed.ts", { cwd: path.resolve(import.meta.dirname, ".."), stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  const app = await startApp({ dataDir, env: { NODE_ENV: "production", LOG_LEVEL: "silent", HOST: "127.0.0.1" } });
  const reference = await serveReference();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  const missed: string[] = [];
  try {
    const account = await signUp(app.url, `lighthouse-${Date.now()}@example.com`);
    console.log(
      `Lighthouse ${runs}x per page, median (targets: CLS ≤ ${targets.cls}, mobile performance ≥ ${targets.mobilePerformance}, SEO ≥ ${targets.seo} on public pages)`,
    );
    console.log(
      "  a CPU index under 1000 is a busy or slow machine: it lowers performance, and is no fault of the page",
    );
    for (const preset of chosenPresets) {
      console.log(` ${preset}`);
      console.log(line("reference (plain page)", await medianOf(() => audit(reference.url, chrome.port, preset, {}))));
      for (const page of pages) {
        const headers: Record<string, string> = page === "/dashboard" ? { Cookie: account.cookie } : {};
        const figures = await medianOf(() => audit(`${app.url}${page}`, chrome.port, preset, headers));
        const pageMisses = misses(page, preset, figures);
        console.log(`${line(page, figures)}  ${pageMisses.length === 0 ? "ok" : `MISSED: ${pageMisses.join(", ")}`}`);
        if (figures.cls > 0) console.log(`    shifting: ${figures.shifting.join(" | ") || "(not named)"}`);
        missed.push(...pageMisses.map((miss) => `${preset} ${page}: ${miss}`));
      }
    }
  } finally {
    chrome.kill();
    await reference.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (missed.length > 0) {
    console.log(`  Lighthouse targets missed: ${missed.length}`);
    // The other benches still run; `npm run bench` exits non-zero at the end.
    process.exitCode = 1;
  }
}

// `npx tsx bench/lighthouse.ts` runs this one alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchLighthouse();
