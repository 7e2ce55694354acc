import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shared = "shared by the chat, your intelligence and the content assistant";

async function ask(page: Page, text: string) {
  const input = page.getByLabel("Your message");
  await input.fill(text);
  await input.press("Enter");
}

/** The note lies inside the screen's width, not cut at either side. */
async function fitsWidth(page: Page, note: Locator) {
  const box = await note.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe("one free AI allowance for the chat, your intelligence and the content assistant", () => {
  it("CHAT-24 CHAT-25 YOUR-10 a free user sees what is left before typing, spends it in all three, and is then shown the way to a plan", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Allowance User");

    await page.goto("/ai-chat");
    await page.getByText(`3 of 3 free AI messages left today — ${shared}`).waitFor();
    expect(await page.getByLabel("Your message").inputValue()).toBe("");
    await ask(page, "Write a caption for my flower shop");
    await page.getByRole("button", { name: "Stop" }).waitFor({ state: "detached" });
    await page.getByText("2 of 3 free AI messages left today").waitFor();

    await page.goto("/ai-your");
    await page.getByRole("heading", { name: "your intelligence" }).first().waitFor();
    await page.getByText(`2 of 3 free AI messages left today — ${shared}`).waitFor();
    await ask(page, "Write a bio for my flower shop");
    await page.locator("[data-typewriter]").first().waitFor();
    await page.getByText("1 of 3 free AI messages left today").waitFor();

    await page.goto("/daily-content");
    await page.getByRole("button", { name: "Generate today's content" }).click();
    await page.getByRole("heading", { name: "Content ideas" }).waitFor();
    await page.getByRole("button", { name: "Show assistant" }).click();
    const assistant = page.getByRole("region", { name: "Content assistant" });
    await assistant.getByText(`1 of 3 free AI messages left today — ${shared}`).waitFor();
    await assistant.getByRole("button", { name: "Make the captions shorter" }).click();
    await page.getByText("Content successfully improved! Changes applied.").waitFor();

    // None left: each of the three says why it will not send, and links to the plans.
    await assistant.getByText("You have used today's 3 free AI messages").waitFor();
    await assistant.getByLabel("Improvement request").fill("add emoji");
    expect(await assistant.getByRole("button", { name: "Send", exact: true }).isDisabled()).toBe(true);
    expect(await assistant.getByRole("button", { name: "Add emoji" }).isDisabled()).toBe(true);
    const plans = assistant.getByRole("link", { name: "Upgrade to premium" });
    expect(await plans.getAttribute("href")).toBe("/subscriptions");

    // The chat says so too, and still takes a message: its answer is the plans message (CHAT-29 below).
    await page.goto("/ai-chat");
    const chatNote = page.locator("p", { has: page.getByText(`You have used today's 3 free AI messages (${shared})`) });
    await chatNote.waitFor();
    expect(await chatNote.getByRole("link", { name: "Upgrade to premium" }).getAttribute("href")).toBe(
      "/subscriptions",
    );
    await context.close();
  });

  it("CHAT-29 CHAT-30 CHAT-31 CHAT-32 a free user's fourth chat message of the day gets the plans message instead of a reply", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Plans User");
    await page.goto("/ai-chat");
    const input = page.getByLabel("Your message");
    const send = page.getByRole("button", { name: "Send", exact: true });
    for (const [text, note] of [
      ["Write a caption for my bakery", "2 of 3 free AI messages left today"],
      ["hashtags for my bakery", "1 of 3 free AI messages left today"],
      ["best time to post?", "You have used today's 3 free AI messages"],
    ]) {
      await ask(page, text);
      await page.getByRole("button", { name: "Stop" }).waitFor({ state: "detached" });
      await page.getByText(note).waitFor();
    }
    const copyButtons = page.getByRole("button", { name: "Copy", exact: true });
    await expect.poll(() => copyButtons.count()).toBe(3);

    await input.fill("one more idea please");
    expect(await send.isEnabled()).toBe(true);
    await send.click();
    const plans = page
      .locator("li")
      .filter({ hasText: "You have used up your AI messages. Choose a plan to keep chatting:" });
    await plans.waitFor();
    const text = (await plans.textContent()) ?? "";
    for (const line of [
      "Eco",
      "4,500,000 toman a month",
      "More chat: 100 AI messages a month",
      "Daily content ideas",
      "Trending hashtags",
      "Pro",
      "7,500,000 toman a month",
      "Smart captions",
      "Music suggestions",
      "Best posting time analysis",
      "Ultra",
      "15,000,000 toman a month",
      "Everything, unlimited",
      "Expert consulting",
    ])
      expect(text).toContain(line);
    expect(await plans.getByRole("link", { name: "View plans and subscribe" }).getAttribute("href")).toBe(
      "/subscriptions",
    );
    await page.getByText("one more idea please").waitFor();
    expect(await copyButtons.count()).toBe(3);

    // Not saved: after a reload the conversation ends with the third reply, and neither the plans message nor the refused message is there.
    await page.reload();
    await page.getByText("best time to post?").first().waitFor();
    expect(await page.getByText("You have used up your AI messages").count()).toBe(0);
    expect(await page.getByText("one more idea please").count()).toBe(0);
    await context.close();
  });

  it("in Persian on a 360 px phone the note uses Persian digits and fits the screen in all three", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", width: 360 });
    await signUpThroughApi(context, baseUrl, "کاربر سهمیه");
    const note = "۳ از ۳ پیام رایگان هوش مصنوعی امروز باقی مانده — مشترک میان چت، هوش شما و دستیار محتوا";
    for (const path of ["/ai-chat", "/ai-your"]) {
      await page.goto(path);
      await page.getByText(note).waitFor();
      expect(await fitsWidth(page, page.getByText(note))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await page.goto("/daily-content");
    await page.getByRole("button", { name: "ساخت محتوای امروز" }).click();
    await page.getByRole("button", { name: "نمایش دستیار" }).click();
    const assistantNote = page.getByRole("region", { name: "دستیار محتوا" }).getByText(note);
    await assistantNote.waitFor();
    expect(await fitsWidth(page, assistantNote)).toBe(true);
    await context.close();
  });
});
