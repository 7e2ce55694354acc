import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export interface AccessibilityCheckOptions {
  /** A toast fading in or out is measured half transparent: check the page once they are gone. */
  afterToasts?: boolean;
}

/** The page's serious and critical axe violations, each as its rule and the elements it found. */
export async function seriousViolations(page: Page, options: AccessibilityCheckOptions = {}): Promise<string[]> {
  if (options.afterToasts) {
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 10_000 }).toBe(0);
  }
  // Every rule runs; only violations are gathered in detail (passes and the rest were a quarter of each check).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
