import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { seriousViolations } from "./support/accessibility";
import { type RunningApp, startApp } from "./support/app-process";
import { launchBrowser, openPage, signUpThroughApi, toastSaying } from "./support/browser";

// Issue 19's channels card: a seller links a channel to their bot in the connections tab, is told what to
// fix when the bot may not post there, and unlinks it. The app runs with its own Bot API stand-in, so the
// journey can make the channels and put the bot in them.
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-channels-"));
const shotDir = process.env.CHANNELS_SCREENSHOT_DIR;
let botApi: Awaited<ReturnType<typeof startBotApiStandIn>>;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  botApi = await startBotApiStandIn();
  app = await startApp({
    dataDir,
    env: { TELEGRAM_API_ROOT: botApi.baseUrl, BALE_API_ROOT: botApi.baseUrl },
    fromMigratedCopy: true,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await botApi?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let sellers = 0;

/** A signed-in seller on the connections tab; the bot is connected through the API (a fixture, not the journey). */
async function sellerOnConnections(options: {
  language: "fa" | "en";
  theme: "light" | "dark";
  width: number;
  platform: "telegram" | "bale";
}) {
  sellers += 1;
  const { context, page } = await openPage(browser, { baseUrl: app.url, ...options });
  await signUpThroughApi(context, app.url, `Channel Seller ${sellers}`);
  const bot = botApi.addBot({ username: `gol_shop${sellers}_bot`, firstName: "Gol Shop" });
  await connectBot(context, { platform: options.platform, bot_username: bot.username, bot_token: bot.token });
  await page.goto("/dashboard?tab=connections");
  return { context, page, bot };
}

async function connectBot(context: BrowserContext, body: object) {
  const response = await context.request.post(`${app.url}/api/bots`, { data: body, headers: { origin: app.url } });
  if (!response.ok()) throw new Error(`connect: ${response.status()} ${await response.text()}`);
}

/** A channel at the platform; the bot is put in it as `member` says, or left out. */
function channel(title: string, username: string, bot?: { id: number }, canPostMessages?: boolean) {
  const made = botApi.addChannel({ title, username });
  if (bot && canPostMessages !== undefined) {
    botApi.setChannelMember(made.id, bot.id, { status: "administrator", canPostMessages });
  }
  return made;
}

/** The channel field: its name is its label and the screen reader's "(required)". */
async function linkChannel(page: Page, labels: { channel: RegExp; link: string }, value: string) {
  await page.getByRole("textbox", { name: labels.channel }).fill(value);
  await page.getByRole("button", { name: labels.link }).click();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** With CHANNELS_SCREENSHOT_DIR set, the channels card as the seller sees it, for a look by eye. */
async function screenshot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

describe("linking a channel in the connections tab", () => {
  it("in English: a bad address is caught, a channel without the bot says to make it an admin, one where it posts is listed, then unlinked after a confirmation", async () => {
    const { context, page, bot } = await sellerOnConnections({
      language: "en",
      theme: "light",
      width: 1280,
      platform: "telegram",
    });
    const labels = { channel: /^Channel\b/, link: "Link channel" };
    await page.getByRole("heading", { name: "Channels", exact: true }).waitFor();
    await page.getByText("No channel linked yet").waitFor();
    const botSelect = page.getByRole("combobox", { name: /^Bot\b/ });
    expect(await botSelect.locator("option:checked").textContent()).toContain(`@${bot.username} · Telegram`);

    await linkChannel(page, labels, "https://example.com/my_channel");
    await page.getByText("Enter the channel's @username, a t.me or ble.ir link, or its -100… id").waitFor();

    const outside = channel("Rose Garden News", `rose_garden${sellers}`);
    await linkChannel(page, labels, `@${outside.username}`);
    const failure = page.getByRole("alert").filter({ hasText: "The channel was not linked" });
    await failure.getByText("add the bot as an administrator with the “Post messages” right").waitFor();
    expect(await failure.textContent()).toContain(`@${bot.username} is not in this channel`);

    // The seller gives the bot admin rights but forgets "Post messages": the message names that right.
    botApi.setChannelMember(outside.id, bot.id, { status: "administrator", canPostMessages: false });
    await linkChannel(page, labels, `https://t.me/${outside.username}`);
    await failure.getByText("Turn on “Post messages” in its administrator rights").waitFor();
    await screenshot(page, "channel-refused-en-1280");

    botApi.setChannelMember(outside.id, bot.id, { status: "administrator", canPostMessages: true });
    await linkChannel(page, labels, `t.me/${outside.username}`);
    await toastSaying(page, "Channel “Rose Garden News” linked").waitFor();
    const list = page.getByRole("list", { name: "Linked channels" });
    const item = list.getByRole("listitem").filter({ hasText: "Rose Garden News" });
    await item.waitFor();
    expect(await item.getByRole("link", { name: `@${outside.username}` }).getAttribute("href")).toBe(
      `https://t.me/${outside.username}`,
    );
    const text = (await item.textContent()) ?? "";
    expect(text).toContain(`via @${bot.username}`);
    expect(text).toContain("Telegram");
    expect(text).toMatch(/Linked .*\d/);
    await screenshot(page, "channel-linked-en-1280");
    expect(await page.getByRole("textbox", { name: labels.channel }).inputValue()).toBe("");
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);

    await item.getByRole("button", { name: "Unlink channel Rose Garden News" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Unlink “Rose Garden News”?" });
    await dialog.getByText("Earlier posts and their results stay").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await item.getByRole("button", { name: "Unlink channel Rose Garden News" }).click();
    await dialog.getByRole("button", { name: "Unlink channel" }).click();
    await toastSaying(page, "Channel unlinked").waitFor();
    await page.getByText("No channel linked yet").waitFor();
    await context.close();
  });

  it("in Persian on a 360 px phone: a Bale channel without the bot says to make it an admin, then links with its Jalali date, and nothing overflows", async () => {
    const { context, page, bot } = await sellerOnConnections({
      language: "fa",
      theme: "dark",
      width: 360,
      platform: "bale",
    });
    const labels = { channel: /^کانال /, link: "وصل کردن کانال" };
    await page.getByRole("heading", { name: "کانال‌ها", exact: true }).waitFor();
    await page.getByText("هنوز کانالی وصل نکرده‌اید").waitFor();

    const bazaar = channel("بازار گل و گیاه", `gol_bazaar${sellers}`);
    botApi.setChannelMember(bazaar.id, bot.id, { status: "member" });
    await linkChannel(page, labels, `@${bazaar.username}`);
    const failure = page.getByRole("alert").filter({ hasText: "کانال وصل نشد" });
    await failure.getByText("آن را مدیر کانال کنید", { exact: false }).waitFor();
    await screenshot(page, "channel-refused-fa-360");
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    botApi.setChannelMember(bazaar.id, bot.id, { status: "administrator", canPostMessages: true });
    await linkChannel(page, labels, `https://ble.ir/${bazaar.username}`);
    await toastSaying(page, "کانال «بازار گل و گیاه» وصل شد").waitFor();
    const item = page.getByRole("list", { name: "کانال‌های وصل‌شده" }).getByRole("listitem");
    await item.waitFor();
    expect(await item.getByRole("link").getAttribute("href")).toBe(`https://ble.ir/${bazaar.username}`);
    const text = (await item.textContent()) ?? "";
    expect(text).toContain("بله");
    const jalaliYear = new Intl.DateTimeFormat("fa-IR-u-ca-persian", { year: "numeric" }).format(new Date());
    expect(text).toContain(jalaliYear.replace(/\D*$/, ""));
    expect(text).toMatch(/وصل‌شده: [۰-۹]/);
    await screenshot(page, "channel-linked-fa-360");
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);
    await context.close();
  });

  it("in Persian, a seller without a bot is pointed to connecting one above", async () => {
    const { context, page } = await openPage(browser, { baseUrl: app.url, language: "fa", width: 360 });
    await signUpThroughApi(context, app.url, "Seller Without Bot");
    await page.goto("/dashboard?tab=connections");
    await page.getByText("اول یک ربات وصل کنید").waitFor();
    await screenshot(page, "channel-no-bot-fa-360");
    expect(await page.getByRole("button", { name: "وصل کردن کانال" }).count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
