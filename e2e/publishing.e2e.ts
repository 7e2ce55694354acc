import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChannelPost } from "@shared/publishing";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { seriousViolations } from "./support/accessibility";
import { type RunningApp, startApp } from "./support/app-process";
import { launchBrowser, openPage, signUpThroughApi, toastSaying } from "./support/browser";

// Issue 19's journey: a seller composes a channel post from today's content, schedules it, finds it in the
// Jalali calendar in Persian and in English, cancels another, and publishes one now. The app runs here
// with its own Bot API stand-in, so the journey can make the channel its bot posts to.
const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-publishing-"));
const shotDir = process.env.PUBLISHING_SCREENSHOT_DIR;
let botApi: Awaited<ReturnType<typeof startBotApiStandIn>>;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  botApi = await startBotApiStandIn();
  app = await startApp({
    dataDir,
    env: { TELEGRAM_API_ROOT: botApi.baseUrl, BALE_API_ROOT: botApi.baseUrl, PUBLISH_RETRY_DELAY_SECONDS: "1" },
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

async function call<T>(context: BrowserContext, method: "GET" | "POST", url: string, data?: object): Promise<T> {
  const response = await context.request.fetch(`${app.url}${url}`, {
    method,
    data,
    headers: { origin: app.url },
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A seller with a bot, a channel where the bot is an admin allowed to post, today's content and a plan. */
async function sellerWithChannel(options: {
  language: "fa" | "en";
  theme: "light" | "dark";
  width: number;
  plan?: "pro";
}) {
  sellers += 1;
  const { context, page } = await openPage(browser, { baseUrl: app.url, ...options });
  await signUpThroughApi(context, app.url, `Naranj Seller ${sellers}`);
  const bot = botApi.addBot({ username: `naranj_shop${sellers}_bot`, firstName: "Naranj Shop" });
  const connected = await call<{ id: string }>(context, "POST", "/api/bots", {
    platform: "telegram",
    bot_username: bot.username,
    bot_token: bot.token,
  });
  const channel = botApi.addChannel({ title: `Naranj Café ${sellers}`, username: `naranj_cafe${sellers}` });
  botApi.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: true });
  await call(context, "POST", "/api/publishing/channels", { bot_id: connected.id, channel: `@${channel.username}` });
  if (options.plan) await call(context, "POST", "/api/payments/checkout", { plan: options.plan });
  await call(context, "POST", `/api/daily-content/generate?locale=${options.language}`, {});
  return { context, page, bot, channel };
}

/** A lavender square uploaded as a product photo; its media id. */
async function uploadPhoto(context: BrowserContext): Promise<string> {
  const buffer = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 150, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const response = await context.request.post(`${app.url}/api/products/media`, {
    multipart: { file: { name: "soap.jpg", mimeType: "image/jpeg", buffer } },
    headers: { origin: app.url },
  });
  if (!response.ok()) throw new Error(`upload: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function postsOf(context: BrowserContext): Promise<ChannelPost[]> {
  const from = new Date(Date.now() - 86_400_000).toISOString();
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const query = new URLSearchParams({ from, to });
  return (await call<{ items: ChannelPost[] }>(context, "GET", `/api/publishing/posts?${query}`)).items;
}

/** Tehran's date of tomorrow as YYYY-MM-DD: the value of the composer's date option. */
function tomorrowInTehran(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tehran" }).format(new Date(Date.now() + 86_400_000));
}

function unescapeHtml(html: string): string {
  const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The month view, turned to the next month when the post falls there (a post due tomorrow, on the 30th). */
async function findInMonth(page: Page, post: Locator) {
  const loaded = page.waitForResponse((response) => response.url().includes("/api/publishing/posts?"));
  await page.getByRole("tab", { name: "Month" }).click();
  await loaded;
  const found = await post.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!found) await page.getByRole("button", { name: "Next month" }).click();
  await post.waitFor();
}

async function screenshot(page: Page, name: string) {
  if (shotDir) await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
}

describe("publishing to a channel", () => {
  it("compose from today's content, schedule it for tomorrow 10:30 Tehran, see it in the calendar in Persian, then in English", async () => {
    const { context, page } = await sellerWithChannel({ language: "fa", theme: "dark", width: 360, plan: "pro" });
    const today = await call<{ content: { captions: Record<string, string[]>; content_ideas: string[] } }>(
      context,
      "GET",
      "/api/daily-content/today",
    );

    await page.goto("/daily-content");
    const postToChannel = page.getByRole("region", { name: "کپشن‌ها" }).getByRole("link", { name: "انتشار در کانال" });
    await postToChannel.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await postToChannel.click();
    await page.waitForURL("**/publishing?compose=daily");
    const composer = page.getByRole("dialog", { name: "پست جدید" });
    await composer.waitFor();
    expect(await composer.getByRole("tab", { name: "محتوای امروز" }).getAttribute("aria-selected")).toBe("true");
    const channelSelect = composer.getByRole("combobox", { name: /^کانال/ });
    await expect.poll(() => channelSelect.textContent()).toContain("Naranj Café");

    await composer.getByLabel("ایده", { exact: true }).selectOption("1");
    await composer.getByLabel("لحن کپشن").selectOption("luxury");
    const caption = today.content.captions.luxury?.[1] ?? "";
    expect(caption.length).toBeGreaterThan(0);
    expect(await composer.getByRole("textbox", { name: /^کپشن/ }).inputValue()).toBe(caption);
    await composer.getByText(today.content.content_ideas[1] ?? "", { exact: true }).waitFor();
    expect(await composer.getByLabel("هشتگ‌ها").inputValue()).toMatch(/^#/);
    expect(await composer.getByRole("figure").textContent()).toContain(caption.slice(0, 20));
    await composer.getByText(/[۰-۹]+ از ۴٬?۰۹۶ نویسه/).waitFor();
    await screenshot(page, "composer-top-fa-dark-360");

    await composer.getByLabel("زمان‌بندی", { exact: true }).check();
    await composer.getByLabel("تاریخ").selectOption(tomorrowInTehran());
    await composer.getByLabel("ساعت", { exact: true }).selectOption("10");
    await composer.getByLabel("دقیقه").selectOption("30");
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, "composer-fa-dark-360");
    await composer.getByRole("button", { name: "زمان‌بندی پست" }).click();
    await toastSaying(page, /پست برای .* زمان‌بندی شد/).waitFor();
    await composer.waitFor({ state: "hidden" });

    // The calendar moved to the post's week: its day lists it at ۱۰:۳۰ as scheduled, in words.
    const item = page.getByRole("button").filter({ hasText: "۱۰:۳۰" });
    await item.waitFor();
    expect(await item.textContent()).toContain("زمان‌بندی‌شده");
    expect(await item.textContent()).toContain("Naranj Café");
    const [saved] = await postsOf(context);
    expect(saved?.status).toBe("scheduled");
    expect(saved?.caption).toBe(caption);
    expect(new Date(saved?.scheduled_at ?? 0).toISOString()).toBe(`${tomorrowInTehran()}T07:00:00.000Z`);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, "calendar-fa-dark-360");
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);

    // The month view on a phone lists the days that have posts.
    await page.getByRole("tab", { name: "ماه" }).click();
    await item.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, "calendar-month-fa-dark-360");

    // The same seller reads the calendar in English, light, on a wide screen.
    await page.evaluate(() => {
      localStorage.setItem("preferred-language", "en");
      localStorage.setItem("theme", "light");
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/publishing");
    await page.getByRole("heading", { name: "Channel publishing" }).waitFor();
    const english = page.getByRole("button").filter({ hasText: "10:30" });
    await findInMonth(page, english);
    expect(await english.textContent()).toContain("Scheduled");
    await screenshot(page, "calendar-en-light-1280");
    await english.click();
    const dialog = page.getByRole("dialog", { name: /Post to Naranj Café/ });
    await dialog.getByText(/Goes out: .*10:30/).waitFor();
    expect(await dialog.getByRole("figure").textContent()).toContain(caption.slice(0, 20));
    for (const action of ["Edit", "Move", "Cancel post"]) await dialog.getByRole("button", { name: action }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Until it goes out, its words are edited and it is moved, on Tehran's clock.
    await dialog.getByRole("button", { name: "Edit" }).click();
    await dialog.getByRole("textbox", { name: /^Caption/ }).fill(`${caption} Open till midnight`);
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastSaying(page, "Post saved").waitFor();
    await dialog
      .getByRole("figure")
      .getByText(/Open till midnight/)
      .waitFor();
    await dialog.getByRole("button", { name: "Move" }).click();
    await dialog.getByRole("combobox", { name: "Hour" }).selectOption("11");
    await dialog.getByRole("button", { name: "Save" }).click();
    await toastSaying(page, "Post moved").waitFor();
    await dialog.getByText(/Goes out: .*11:30/).waitFor();
    const [moved] = await postsOf(context);
    expect(new Date(moved?.scheduled_at ?? 0).toISOString()).toBe(`${tomorrowInTehran()}T08:00:00.000Z`);
    expect(moved?.caption).toBe(`${caption} Open till midnight`);
    await context.close();
  });

  it("cancels another scheduled post after a confirmation; it leaves the calendar and the server", async () => {
    const { context, page } = await sellerWithChannel({ language: "en", theme: "light", width: 1280, plan: "pro" });
    const channels = await call<{ items: { id: string }[] }>(context, "GET", "/api/publishing/channels");
    const at = new Date(Date.now() + 2 * 3_600_000);
    at.setUTCMinutes(15, 0, 0);
    const post = await call<ChannelPost>(context, "POST", "/api/publishing/posts", {
      channel_id: channels.items[0]?.id,
      source: "daily_content",
      caption: "Two for one on lavender soap this evening",
      hashtags: ["#soap"],
      scheduled_at: at.toISOString(),
    });

    await page.goto("/publishing");
    const item = page.getByRole("button").filter({ hasText: "Two for one on lavender" });
    await findInMonth(page, item);
    await item.click();
    const dialog = page.getByRole("dialog", { name: /Post to Naranj Café/ });
    await dialog.getByRole("button", { name: "Cancel post" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this post?" });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await confirm.waitFor({ state: "hidden" });
    await dialog.getByRole("button", { name: "Cancel post" }).click();
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
    await toastSaying(page, "Post cancelled").waitFor();
    await dialog.waitFor({ state: "hidden" });
    await item.waitFor({ state: "detached" });
    expect((await postsOf(context)).map((kept) => kept.id)).not.toContain(post.id);
    await context.close();
  });

  it("publishes a product post now: the caption is written for it, the channel gets it with the buy button, and it turns published", async () => {
    const { context, page, channel } = await sellerWithChannel({ language: "en", theme: "light", width: 1280 });
    const product = await call<{ id: string }>(context, "POST", "/api/products", {
      name: "Lavender soap",
      price: 185_000,
      product_code: "SOAP1",
      description: "Handmade lavender soap",
      media_ids: [await uploadPhoto(context)],
    });

    await page.goto("/dashboard?tab=products");
    await page.getByRole("link", { name: "Post to channel: Lavender soap" }).click();
    await page.waitForURL(`**/publishing?compose=product&product=${product.id}`);
    const composer = page.getByRole("dialog", { name: "New post" });
    expect(await composer.getByRole("tab", { name: "Product" }).getAttribute("aria-selected")).toBe("true");
    // The composer reads the seller's products itself: the choice is made once they have come.
    await expect.poll(() => composer.getByRole("combobox", { name: /^Product/ }).inputValue()).toBe(product.id);
    // A free plan publishes now; scheduling names the plan that opens it.
    expect(await composer.getByLabel("Schedule", { exact: true }).isDisabled()).toBe(true);
    await composer.getByText("Scheduling posts comes with the Pro plan and above.").waitFor();

    await composer.getByRole("button", { name: "Write caption" }).click();
    await toastSaying(page, "Caption written").waitFor();
    const caption = await composer.getByRole("textbox", { name: /^Caption/ }).inputValue();
    expect(caption.length).toBeGreaterThan(0);
    await composer.getByText("Buy in the bot").waitFor();
    // Under a photo the channel takes 1,024 characters.
    await composer.getByRole("figure").locator("img").waitFor();
    await composer.getByText(/of 1,024 characters/).waitFor();
    await screenshot(page, "composer-en-light-1280");
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);
    await composer.getByRole("button", { name: "Publish" }).click();
    await toastSaying(page, "The post was sent for publishing").waitFor();

    const item = page.getByRole("button").filter({ hasText: "Published" });
    await item.waitFor({ timeout: 30_000 });
    const sent = botApi.messages.find((message) => message.chatId === String(channel.id));
    expect(sent?.photo).toBeDefined();
    // Sent as HTML: the caption's own characters are escaped.
    expect(unescapeHtml(sent?.caption ?? "")).toContain(caption.slice(0, 20));
    expect(JSON.stringify(sent?.replyMarkup)).toContain(`https://t.me/naranj_shop`);

    await item.click();
    const dialog = page.getByRole("dialog", { name: /Post to Naranj Café/ });
    await dialog.getByText(/Published: /).waitFor();
    const results = dialog.getByRole("region", { name: "Results" });
    expect(await results.textContent()).toContain("0 toman");
    expect(await dialog.getByRole("button", { name: "Cancel post" }).count()).toBe(0);
    await context.close();
  });

  it("a post the bot may not send turns failed, and its dialog says in Persian what to fix", {
    timeout: 120_000,
  }, async () => {
    const { context, page, bot, channel } = await sellerWithChannel({ language: "fa", theme: "light", width: 1280 });
    const channels = await call<{ items: { id: string }[] }>(context, "GET", "/api/publishing/channels");
    // The owner took the bot's "Post messages" right after the channel was linked.
    botApi.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: false });
    await call(context, "POST", "/api/publishing/posts", {
      channel_id: channels.items[0]?.id,
      source: "daily_content",
      caption: "حراج آخر هفته",
      hashtags: [],
    });

    await page.goto("/publishing");
    const item = page.getByRole("button").filter({ hasText: "ناموفق" });
    await item.waitFor({ timeout: 90_000 });
    await item.click();
    const dialog = page.getByRole("dialog", { name: /پست کانال Naranj Café/ });
    await dialog.getByText("ربات اجازهٔ «ارسال پیام» ندارد", { exact: false }).waitFor();
    await dialog.getByText(/تعداد تلاش: [۰-۹]/).waitFor();
    for (const action of ["ویرایش", "تغییر زمان", "لغو پست"])
      await dialog.getByRole("button", { name: action }).waitFor();
    await screenshot(page, "post-failed-fa-light-1280");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("a visitor is asked to sign in; a new seller finds an empty calendar and a composer that points to linking a channel", async () => {
    const { context, page } = await openPage(browser, { baseUrl: app.url, language: "en", width: 1280 });
    await page.goto("/publishing");
    await page.getByRole("heading", { name: "Log in to publish to your channels" }).waitFor();

    await signUpThroughApi(context, app.url, "New Seller");
    await page.goto("/publishing");
    await page.getByText("No posts this week. Write your first one with “New post”.").waitFor();
    await page.getByRole("button", { name: "New post" }).click();
    const composer = page.getByRole("dialog", { name: "New post" });
    await composer.getByText("You have not linked a channel yet.").waitFor();
    expect(await composer.getByRole("link", { name: "Link a channel" }).getAttribute("href")).toBe(
      "/dashboard?tab=connections",
    );
    await composer.getByText("Today's content has not been made yet.").waitFor();
    expect(await composer.getByRole("button", { name: "Publish" }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await composer.waitFor({ state: "hidden" });
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });
});
