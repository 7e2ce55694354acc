import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { journeyChromiumPath } from "./chromium-path";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: journeyChromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
  });
}

export interface PageOptions {
  baseUrl: string;
  language?: "fa" | "en";
  theme?: "light" | "dark" | "system";
  width?: number;
  /**
   * The visitor's motion setting, `reduce` unless a journey is about motion: the app then ends animations at
   * once (styles.css), so steps do not wait on them and Chromium draws fewer frames (a fifth less time on
   * the profile and checkout journeys).
   */
  reducedMotion?: "reduce" | "no-preference";
  /** Behind a test's https front, whose certificate is self-signed. */
  ignoreHTTPSErrors?: boolean;
}

/** A fresh context (own cookies and storage) with the language and theme a returning visitor chose. */
export async function openPage(
  browser: Browser,
  options: PageOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    viewport: { width: options.width ?? 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? "reduce",
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
  });
  const stored: Record<string, string> = {};
  if (options.language) stored["preferred-language"] = options.language;
  if (options.theme) stored.theme = options.theme;
  if (Object.keys(stored).length > 0) {
    // Only before the first page of the context, so the app's own changes later are not overwritten.
    await context.addInitScript((values) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, stored);
  }
  const page = await context.newPage();
  return { context, page };
}

let sequence = 0;
export function uniqueEmail(prefix = "user") {
  sequence += 1;
  return `${prefix}-${Date.now()}-${sequence}@example.com`;
}

/** Signs up through the API in the page's context, so the page is signed in (a fixture, not the journey). */
export async function signUpThroughApi(
  context: BrowserContext,
  baseUrl: string,
  name = "Test User",
  email = uniqueEmail(),
) {
  const password = "secret123";
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { name, email, password },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { email, password, name };
}

/** The first toast (sonner) that says `text`. */
export function toastSaying(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}
