import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApp } from "../e2e/support/app-process";
import { launchBrowser, openPage, signUpThroughApi } from "../e2e/support/browser";

// `npx tsx scripts/screenshots.ts [outDir] [path…]`: each page in fa/en, dark/light, 375/1280 px, to look at.
const [outDir = ".tmp/shots", ...requested] = process.argv.slice(2);
const pages = requested.length > 0 ? requested : ["/", "/auth", "/dashboard", "/no-such-page"];
mkdirSync(outDir, { recursive: true });

const dataDir = mkdtempSync(path.join(tmpdir(), "shots-"));
const app = await startApp({ dataDir });
const browser = await launchBrowser();
try {
  for (const language of ["fa", "en"] as const) {
    for (const theme of ["dark", "light"] as const) {
      for (const width of [375, 1280]) {
        const { context, page } = await openPage(browser, { baseUrl: app.url, language, theme, width });
        const visitorPages = ["/", "/auth"];
        for (const pagePath of [...pages].sort(
          (a, b) => Number(visitorPages.includes(b)) - Number(visitorPages.includes(a)),
        )) {
          if (!visitorPages.includes(pagePath) && (await context.cookies()).length === 0) {
            await signUpThroughApi(context, app.url, language === "fa" ? "سارا احمدی" : "Sara Ahmadi");
          }
          await page.goto(pagePath);
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(300);
          const name = `${pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "landing"}-${language}-${theme}-${width}.png`;
          await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        }
        await context.close();
      }
    }
  }
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
