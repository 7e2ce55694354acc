import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying } from "./support/browser";

const baseUrl = inject("baseUrl");
const botApi = inject("botApiStandInUrl");
// The last of the stand-in bots the global setup registers is this journey's.
const bot = inject("standInBots").at(-1);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface SentMessage {
  chatId: string;
  text: string;
  messageId: number;
  replyMarkup?: { inline_keyboard?: { text: string; callback_data?: string }[][] };
}

/** Someone in Telegram writes to the bot or presses a button, played through the stand-in's control path. */
async function update(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${botApi}/stand-in/bots/${token}/updates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const account = (id: number, name: string) => ({ id, is_bot: false, first_name: name, language_code: "fa" });
const privateChat = (id: number, name: string) => ({ id, type: "private", first_name: name });

function says(token: string, chatId: number, name: string, text: string) {
  const command = text.startsWith("/") ? [{ type: "bot_command", offset: 0, length: text.split(" ")[0]?.length }] : [];
  return update(token, {
    message: {
      message_id: Date.now() % 1_000_000,
      date: Math.floor(Date.now() / 1000),
      chat: privateChat(chatId, name),
      from: account(chatId, name),
      text,
      ...(command.length > 0 ? { entities: command } : {}),
    },
  });
}

function presses(token: string, chatId: number, name: string, data: string, messageId = 1) {
  return update(token, {
    callback_query: {
      id: `cq-${chatId}-${Date.now()}-${Math.random()}`,
      from: account(chatId, name),
      chat_instance: "journey",
      data,
      message: { message_id: messageId, date: 0, chat: privateChat(chatId, name), text: "…" },
    },
  });
}

async function sentTo(token: string, chatId: number): Promise<SentMessage[]> {
  const all = (await (await fetch(`${botApi}/stand-in/bots/${token}/messages`)).json()) as SentMessage[];
  return all.filter((message) => message.chatId === String(chatId));
}

const buttons = (message: SentMessage | undefined) => (message?.replyMarkup?.inline_keyboard ?? []).flat();

describe("the shop's alerts in the seller's own bot (issue 37)", () => {
  it("ISSUE37-JOURNEY in Persian at 375 px: the seller links their Telegram from the connections tab, a buyer's order reaches that chat, and Confirm there confirms it", async () => {
    if (!bot) throw new Error("the global setup registers the stand-in bots");
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", width: 375 });
    await signUpThroughApi(context, baseUrl, "Sara Seller");
    const headers = { origin: baseUrl };
    const connected = await context.request.post("/api/bots", {
      data: { bot_username: bot.username, bot_token: bot.token },
      headers,
    });
    expect(connected.status()).toBe(201);
    const card = await context.request.post("/api/seller-settings/cards", {
      data: { card_last_four: "", card_holder_name: "Sara Ahmadi", card_number: "6037991234567893" },
      headers,
    });
    expect(card.status()).toBe(201);
    const product = await context.request.post("/api/products", {
      data: { name: "شال پشمی", product_code: "SHAWL-OW", price: 1_250_000, stock_quantity: 3, media_ids: [] },
      headers,
    });
    const { id: productId } = (await product.json()) as { id: string };

    await page.goto("/dashboard?tab=connections");
    const alerts = page.getByRole("region", { name: "هشدارهای فروشگاه در این ربات" });
    await alerts.getByText("هنوز کسی هشدارها را در این ربات نمی‌گیرد", { exact: false }).waitFor();
    await alerts.getByRole("button", { name: "گرفتن هشدار در این ربات" }).click();
    const dialog = page.getByRole("dialog", { name: /^هشدارهای فروشگاه در .@journey_shop\d+_bot.$/ });
    await dialog.getByRole("img", { name: "کد QR پیوند هشدار در تلگرام" }).waitFor();
    const open = dialog.getByRole("link", { name: "باز کردن در تلگرام" });
    const href = (await open.getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`^https://t\\.me/${bot.username}\\?start=owner_`));
    expect(await dialog.locator("code").textContent()).toBe(`/start ${new URL(href).searchParams.get("start")}`);
    await dialog.getByText("معتبر تا ساعت", { exact: false }).waitFor();
    // Nothing of the dialog reaches past a phone's width (a long username, the /start words).
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // On the phone: Telegram opens the link and the seller presses Start.
    const seller = { chatId: 880_001, name: "سارا" };
    await says(bot.token, seller.chatId, seller.name, `/start ${new URL(href).searchParams.get("start")}`);
    await toastSaying(page, "هشدارها به سارا وصل شد").waitFor();
    await dialog.waitFor({ state: "detached" });
    await alerts.getByRole("list", { name: "حساب‌هایی که هشدار می‌گیرند" }).getByText("سارا").waitFor();
    await expect.poll(async () => (await sentTo(bot.token, seller.chatId)).at(-1)?.text ?? "").toContain("وصل شد");

    // A buyer orders in the bot.
    const buyer = { chatId: 880_002, name: "رضا" };
    await presses(bot.token, buyer.chatId, buyer.name, `o:${productId}`);
    for (const text of ["1", "رضا کریمی", "09121234567"]) await says(bot.token, buyer.chatId, buyer.name, text);
    await presses(bot.token, buyer.chatId, buyer.name, "skip-address");
    await presses(bot.token, buyer.chatId, buyer.name, "confirm-order");

    const alert = async () => (await sentTo(bot.token, seller.chatId)).find((message) => message.text.startsWith("🛒"));
    await expect.poll(async () => (await alert())?.text ?? "", { timeout: 30_000 }).toContain("سفارش تازه ۱");
    const shown = await alert();
    expect(shown?.text).toContain("شال پشمی × ۱");
    expect(shown?.text).toContain("خریدار: رضا کریمی");
    const confirm = buttons(shown).find((button) => button.text === "✅ تأیید")?.callback_data;
    expect(confirm).toBeDefined();
    await presses(bot.token, seller.chatId, seller.name, confirm ?? "", shown?.messageId);
    await expect.poll(async () => (await alert())?.text ?? "").toContain("✅ تأیید شد");

    // The web says the same: the order is confirmed.
    await page.goto("/dashboard?tab=orders");
    await page.getByText("رضا کریمی").first().waitFor();
    await page.getByText("وضعیت سفارش: تأییدشده").waitFor();

    // Alerts by e-mail too; the daily report at the hour the seller picks, and nothing on a quiet day.
    await page.goto("/dashboard?tab=settings");
    const report = page.getByRole("region", { name: "هشدارها و گزارش روزانه" });
    await report.getByLabel("ساعت گزارش").selectOption({ label: "۰۸:۰۰" });
    await report.getByLabel("روزی که سفارشی نرسید").selectOption({ label: "چیزی نفرستد" });
    await report.getByLabel("هشدارها کجا بیاید").selectOption({ label: "در ربات و با ایمیل" });
    await report.getByRole("button", { name: "ذخیرهٔ هشدارها و گزارش" }).click();
    await toastSaying(page, "تنظیم هشدارها و گزارش ذخیره شد").waitFor();
    const saved = await context.request.get("/api/seller-settings/owner");
    expect(await saved.json()).toEqual({ alerts_by: "both", report_hour: 8, quiet_days: "none" });
    await context.close();
  });
});
