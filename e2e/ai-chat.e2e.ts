import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function sendMessage(page: Page, text: string) {
  const input = page.getByLabel("Your message");
  await input.fill(text);
  await input.press("Enter");
}

/** Waits until the reply has finished streaming: the stop button is gone and sending is possible again. */
async function waitForReply(page: Page) {
  await page.getByRole("button", { name: "Stop" }).waitFor({ state: "detached" });
}

describe("/ai-chat", () => {
  it("CHAT-01 a visitor sees a prompt to log in instead of the chat", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/ai-chat");
    await page.getByText("Log in to use the AI chat").waitFor();
    expect(await page.getByLabel("Your message").count()).toBe(0);
    await context.close();
  });

  it("CHAT-20 CHAT-23 CHAT-24 CHAT-29 CHAT-30 a free user's conversation from the first message to the plans message, kept over a reload", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Chat User");
    await page.goto("/ai-chat");
    await page.getByText("3 of 3 free AI messages left today").waitFor();

    await sendMessage(page, "Write a caption for my coffee shop");
    await waitForReply(page);
    await page
      .getByRole("button", { name: /Write a caption for my coffee shop/ })
      .first()
      .waitFor();
    await page.getByText("2 of 3 free AI messages left today").waitFor();
    await page.getByText("offline engine").first().waitFor();

    await sendMessage(page, "hashtags for my coffee shop");
    await waitForReply(page);
    await page.getByText("1 of 3 free AI messages left today").waitFor();
    // The last message is spent in another tab, which this page has not heard of: the server refuses the next one.
    const elsewhere = await context.request.post(`${baseUrl}/api/ai-your`, {
      data: { message: "best time to post?" },
      headers: { origin: baseUrl },
    });
    expect(elsewhere.status()).toBe(200);

    await sendMessage(page, "one more please");
    await page.getByText("You have used up your AI messages. Choose a plan to keep chatting:").first().waitFor();
    for (const price of ["4,500,000", "7,500,000", "15,000,000"])
      await page.getByText(price, { exact: false }).first().waitFor();
    await page.getByText("You have used today's 3 free AI messages").waitFor();

    await page.reload();
    await page.getByText("hashtags for my coffee shop").waitFor();
    expect(await page.getByText("You have used up your AI messages").count()).toBe(0);
    expect(await page.getByText("Write a caption for my coffee shop").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("CHAT-08 CHAT-09 CHAT-11 CHAT-12 rename with Enter, cancel with Escape, and delete with confirmation", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await signUpThroughApi(context, baseUrl, "Rename User");
    await page.goto("/ai-chat");
    await sendMessage(page, "first conversation");
    await waitForReply(page);

    await page
      .getByRole("button", { name: /Rename/ })
      .first()
      .click();
    const title = page.getByLabel("New conversation title");
    await title.fill("Nowruz campaign");
    await title.press("Enter");
    await page
      .getByRole("button", { name: /Nowruz campaign/ })
      .first()
      .waitFor();

    await page
      .getByRole("button", { name: /Rename/ })
      .first()
      .click();
    await page.getByLabel("New conversation title").fill("Should not stick");
    await page.getByLabel("New conversation title").press("Escape");
    await page
      .getByRole("button", { name: /Nowruz campaign/ })
      .first()
      .waitFor();
    expect(await page.getByText("Should not stick").count()).toBe(0);

    await page.reload();
    await page
      .getByRole("button", { name: /Nowruz campaign/ })
      .first()
      .waitFor();
    await page
      .getByRole("button", { name: /^Delete/ })
      .first()
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this conversation?" });
    await dialog.getByRole("button", { name: "Delete conversation" }).click();
    await page.getByText("No conversations yet.").first().waitFor();
    expect(await page.getByRole("button", { name: /Nowruz campaign/ }).count()).toBe(0);
    await context.close();
  });
});

describe("/ai-your", () => {
  it("YOUR-02 YOUR-04 YOUR-05 YOUR-06 YOUR-07 replies are typed out, and new chat clears the messages", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en", reducedMotion: "no-preference" });
    await signUpThroughApi(context, baseUrl, "Your User");
    await page.goto("/ai-your");
    await page.getByRole("heading", { name: "your intelligence" }).first().waitFor();
    await sendMessage(page, "Write a bio for my bakery page");
    // The reply grows character by character before it is complete.
    const reply = page.locator("[data-typewriter]").first();
    await reply.waitFor();
    const early = (await reply.textContent())?.length ?? 0;
    await expect.poll(async () => (await reply.textContent())?.length ?? 0).toBeGreaterThan(early);
    await page.getByRole("button", { name: "New chat" }).click();
    await page.getByText("new chat started").waitFor();
    expect(await page.locator("[data-typewriter]").count()).toBe(0);
    await context.close();
  });
});
