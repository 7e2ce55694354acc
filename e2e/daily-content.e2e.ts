import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A free user on /daily-content, before anything was generated. */
async function freeUserPage(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, { baseUrl, language: "en" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  await signUpThroughApi(context, baseUrl, name);
  await page.goto("/daily-content");
  return { context, page };
}

async function generate(page: Page) {
  await page.getByText("today's content is not ready").waitFor();
  await page.getByRole("button", { name: "Generate today's content" }).click();
  await page.getByText("new content generated").waitFor();
  await page.getByRole("heading", { name: "Content ideas" }).waitFor();
}

const apiError = (code: string) => JSON.stringify({ code, message: code });

describe("/daily-content", () => {
  it("DAILY-01 DAILY-02 a visitor sees a sign-in prompt that comes back here", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/daily-content");
    await page.getByRole("heading", { name: "Log in to see your daily content" }).waitFor();
    const signIn = page.getByRole("main").getByRole("link", { name: "Log in", exact: true });
    expect(await signIn.getAttribute("href")).toBe("/auth?redirect=/daily-content");
    expect(await page.getByRole("button", { name: "Generate today's content" }).count()).toBe(0);
    await context.close();
  });

  it("DAILY-01 DAILY-03 DAILY-06 DAILY-07 DAILY-09 DAILY-26 a free user generates today's content and copies a caption", async () => {
    const { context, page } = await freeUserPage("Daily User");
    await page.getByRole("heading", { name: "Daily content", level: 1 }).waitFor();
    const upgrade = page.getByRole("link", { name: "See subscriptions" });
    expect(await upgrade.getAttribute("href")).toBe("/subscriptions");

    await generate(page);
    for (const style of ["Fun", "Luxury", "Motivational"])
      await page.getByRole("tab", { name: new RegExp(style) }).waitFor();
    await page.getByRole("heading", { name: "Trending hashtags" }).waitFor();
    await page.getByRole("heading", { name: "Viral music" }).waitFor();
    await page.getByRole("heading", { name: "Optimal posting time" }).waitFor();
    // The free plan opens only fun captions; the others say why and lead to the plans.
    await page.getByText("Your plan does not include viral music").waitFor();
    await page.getByRole("tab", { name: /Luxury/ }).click();
    await page.getByText("Your plan does not include Luxury captions").waitFor();
    await page.getByRole("tab", { name: /Fun/ }).click();

    await page.getByRole("button", { name: "Copy caption" }).first().click();
    await page.getByText("Caption copied").waitFor();
    await page.getByRole("link", { name: /^Today/ }).waitFor();
    await context.close();
  });

  it("DAILY-15 DAILY-16 DAILY-18 DAILY-19 DAILY-20 edits are saved and kept over a reload; cancel drops them", async () => {
    const { context, page } = await freeUserPage("Editing User");
    await generate(page);

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const caption = page.getByLabel("Fun caption 1", { exact: true });
    expect((await caption.inputValue()).length).toBeGreaterThan(0);
    await caption.fill("Our new caption for the shop");
    await page.getByLabel("Hashtags", { exact: true }).fill("  #a   #b ");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Changes saved!").waitFor();
    await page.getByText("Our new caption for the shop").waitFor();

    await page.reload();
    await page.getByText("Our new caption for the shop").waitFor();
    await page.getByText("#a", { exact: true }).waitFor();
    await page.getByText("#b", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByLabel("Fun caption 1", { exact: true }).fill("A draft that is thrown away");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByText("Our new caption for the shop").waitFor();
    expect(await page.getByText("A draft that is thrown away").count()).toBe(0);
    await context.close();
  });

  it("DAILY-21 DAILY-22 the assistant improves the content and lists both sides of the talk", async () => {
    const { context, page } = await freeUserPage("Assistant User");
    expect(await page.getByRole("button", { name: "Show assistant" }).count()).toBe(0);
    await generate(page);

    const toggle = page.getByRole("button", { name: "Show assistant" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const hide = page.getByRole("button", { name: "Hide assistant" });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");

    await page.getByRole("button", { name: "Make the captions shorter" }).click();
    await page.getByText("Content successfully improved! Changes applied.").waitFor();
    const messages = page.getByRole("region", { name: "Assistant messages" });
    await messages.getByText("You:").waitFor();
    await messages.getByText("Assistant:").waitFor();
    await messages.getByText("Make the captions shorter").waitFor();

    await hide.click();
    expect(await page.getByRole("region", { name: "Assistant messages" }).count()).toBe(0);
    await context.close();
  });

  it("DAILY-23 DAILY-24 DAILY-25 a failed improvement says so in a toast and in the assistant", async () => {
    const { context, page } = await freeUserPage("Failing Assistant User");
    await generate(page);
    await page.getByRole("button", { name: "Show assistant" }).click();
    const input = page.getByLabel("Improvement request");

    await page.route("**/improve", (route) => route.fulfill({ status: 502, body: apiError("ai_unavailable") }));
    await input.fill("more formal please");
    await input.press("Enter");
    await page.getByText("Unfortunately, an error occurred in content improvement. Please try again.").waitFor();
    const messages = page.getByRole("region", { name: "Assistant messages" });
    await messages.getByText("unfortunately an error occurred improving content").waitFor();

    await page.unroute("**/improve");
    await page.route("**/improve", (route) => route.abort("connectionfailed"));
    await input.fill("add emoji please");
    await input.press("Enter");
    await page.getByText("error improving content", { exact: true }).waitFor();
    expect(await messages.getByText("unfortunately an error occurred improving content").count()).toBe(2);
    await context.close();
  });

  it("an improvement that an edit from another tab overtook says so, and the page shows the edit", async () => {
    const { context, page } = await freeUserPage("Overtaken Assistant User");
    await generate(page);
    await page.getByRole("button", { name: "Show assistant" }).click();
    // The other tab's edit lands while the assistant is thinking; the server then refuses to overwrite it.
    await page.route("**/improve", async (route) => {
      const day = await (await context.request.get(`${baseUrl}/api/daily-content/today`)).json();
      const { id, created_at, updated_at, content_date, ...body } = day.content;
      const edited = await context.request.put(`${baseUrl}/api/daily-content/items/${id}`, {
        data: { ...body, captions: { ...body.captions, fun: ["Edited in another tab"] } },
        headers: { origin: baseUrl },
      });
      expect(edited.ok()).toBe(true);
      await route.fulfill({ status: 409, body: apiError("content_changed") });
    });
    const input = page.getByLabel("Improvement request");
    await input.fill("shorter please");
    await input.press("Enter");
    const messages = page.getByRole("region", { name: "Assistant messages" });
    await messages.getByText("The content changed meanwhile; reload and try again").waitFor();
    await page.getByText("Edited in another tab").waitFor();
    await context.close();
  });

  it("DAILY-05 DAILY-10 DAILY-27 loading shows a skeleton, a failed load says nothing, a failed generation says so", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Unlucky User");
    let releaseToday: () => void = () => {};
    const todayHeld = new Promise<void>((resolve) => {
      releaseToday = resolve;
    });
    await page.route("**/api/daily-content/today", async (route) => {
      await todayHeld;
      await route.fulfill({ status: 500, body: apiError("internal_error") });
    });
    // The page sends its language as ?locale=, so the pattern takes any query.
    await page.route(/\/api\/daily-content\/generate(\?|$)/, (route) =>
      route.fulfill({ status: 502, body: apiError("ai_unavailable") }),
    );
    await page.goto("/daily-content");
    await page.getByRole("status").filter({ hasText: "Loading today's content…" }).waitFor();
    releaseToday();

    await page.getByText("today's content is not ready").waitFor();
    expect(
      await page
        .getByRole("alert")
        .filter({ hasText: /error|wrong/i })
        .count(),
    ).toBe(0);
    await page.getByRole("button", { name: "Generate today's content" }).click();
    await page.getByText("error generating content, please try again").waitFor();
    await context.close();
  });

  it("DAILY-08 generating after the session ended asks to sign in", async () => {
    const { context, page } = await freeUserPage("Signed Out User");
    await page.getByText("today's content is not ready").waitFor();
    await context.clearCookies();
    await page.getByRole("button", { name: "Generate today's content" }).click();
    await page.getByText("you must sign in to generate content").waitFor();
    await context.close();
  });

  it("DAILY-17 a failed save says so and stays in edit mode", async () => {
    const { context, page } = await freeUserPage("Unsaved User");
    await generate(page);
    await page.route(
      (url) => /\/api\/daily-content\/items\/[0-9a-f-]{36}$/.test(url.pathname),
      (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({ status: 500, body: apiError("internal_error") })
          : route.fallback(),
    );
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByLabel("Fun caption 1", { exact: true }).fill("This will not be saved");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Error saving changes").waitFor();
    await page.getByLabel("Fun caption 1", { exact: true }).waitFor();
    await context.close();
  });

  it("a day in the address is kept over a reload", async () => {
    const { context, page } = await freeUserPage("History User");
    await page.goto("/daily-content?date=2020-01-01");
    await page.getByText("No content was made for this day.").waitFor();
    await page.reload();
    await page.getByText("No content was made for this day.").waitFor();
    await page.getByRole("link", { name: "Back to today" }).first().click();
    await page.getByText("today's content is not ready").waitFor();
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("DAILY-04 DAILY-06 a Pro subscriber sees no banner and gets every section: three caption styles, music and the posting time", async () => {
    const { context, page } = await freeUserPage("Pro User");
    // The sandbox checkout (a fixture here; the checkout journey has its own test).
    const paid = await context.request.post(`${baseUrl}/api/payments/checkout`, {
      data: { plan: "pro" },
      headers: { origin: baseUrl },
    });
    expect(paid.ok()).toBe(true);
    await page.reload();
    await generate(page);
    expect(await page.getByRole("link", { name: "See subscriptions" }).count()).toBe(0);
    for (const style of ["Luxury", "Motivational"]) {
      await page.getByRole("tab", { name: style, exact: true }).click();
      await page.getByRole("button", { name: "Copy caption" }).first().waitFor();
    }
    expect(await page.getByText(/Your plan does not include/).count()).toBe(0);
    await page.getByRole("heading", { name: "Viral music" }).waitFor();
    expect(await page.getByRole("button", { name: "Copy music" }).count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Copy posting time" }).waitFor();
    await context.close();
  });
});
