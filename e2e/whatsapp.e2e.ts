import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { metaLocation, metaOrder, metaReaction } from "../src/server/integrations/whatsapp/test/meta-webhook-messages";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying as toast, uniqueEmail } from "./support/browser";
import { required } from "./support/required";

const baseUrl = inject("baseUrl");
const standIn = inject("whatsappStandInUrl");
// Numbers registered at the Cloud API stand-in (global setup): the first three are these journeys'.
const [englishNumber, persianNumber, visitorNumber] = inject("whatsappNumbers");
const appSecret = "0123456789abcdef0123456789abcdef";
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface StandInSent {
  id: string;
  phoneNumberId: string;
  to: string;
  type: "text" | "template";
  text?: string;
  template?: string;
}

/** What the app sent through the stand-in from one number. */
async function sentFrom(phoneNumberId: string): Promise<StandInSent[]> {
  const answer = (await (await fetch(`${standIn}/__control/messages`)).json()) as { messages: StandInSent[] };
  return answer.messages.filter((message) => message.phoneNumberId === phoneNumberId);
}

/** A customer writes to the number: the stand-in posts it to the app's webhook, signed, as Meta does. */
async function customerWrites(input: {
  webhookUrl: string;
  phoneNumberId: string;
  from: string;
  text: string;
  timestamp?: number;
}) {
  const response = await fetch(`${standIn}/__control/customer-writes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...input, appSecret, name: "Reza Karimi" }),
  });
  const { status } = (await response.json()) as { status: number };
  expect(status).toBe(200);
}

/** A customer sends anything else (Meta's shapes: a location, an order, a reaction); returns its id. */
async function customerSends(input: {
  webhookUrl: string;
  phoneNumberId: string;
  from: string;
  content: object;
  timestamp?: number;
}) {
  const response = await fetch(`${standIn}/__control/customer-sends`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...input, appSecret, name: "Sara Mohammadi" }),
  });
  const { status } = (await response.json()) as { status: number };
  expect(status).toBe(200);
}

/** The number's connection as the API lists it (the page shows the same webhook URL to copy). */
async function connectionOf(context: BrowserContext) {
  const list = (await (await context.request.get("/api/whatsapp/connections")).json()) as {
    items: { id: string; webhook_url: string; verify_token: string }[];
  };
  const [connection] = list.items;
  if (!connection) throw new Error("the seller has no connected number");
  return connection;
}

describe("the WhatsApp page (/adminto)", () => {
  it("WA-01 a visitor at /adminto is sent to /auth and comes back after signing in", async () => {
    required(visitorNumber, "a number");
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    const email = uniqueEmail("wa-visitor");
    await signUpThroughApi(context, baseUrl, "Visitor Seller", email);
    await context.clearCookies();
    await page.goto("/adminto");
    await page.waitForURL(/\/auth/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/adminto");
    await page.getByRole("heading", { name: "WhatsApp bot", level: 1 }).waitFor();
    await context.close();
  });

  it("WA-02 WA-03 WA-04 in English: connect, Meta verifies, a customer's message appears live, the seller replies by hand, auto-reply answers, a test message goes", async () => {
    const number = required(englishNumber, "a number");
    const { context, page } = await openPage(browser, { baseUrl, language: "en", theme: "light" });
    await signUpThroughApi(context, baseUrl, "Sara Seller");
    await page.goto("/adminto");
    await page.getByRole("heading", { name: "WhatsApp bot", level: 1 }).waitFor();
    await page.getByText("No number connected yet").waitFor();
    await page.getByText("Your plan allows 1 number.").waitFor();
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);

    // Each wrong value is named beside its field; nothing is sent until all four are right.
    await page.getByLabel(/^Phone number ID/).fill("12ab");
    await page.getByLabel(/^Access token/).fill(number.accessToken);
    await page.getByLabel(/^App secret/).fill("not-a-secret");
    await page.getByRole("button", { name: "Connect number" }).click();
    await page.getByText("The phone number ID is digits only (6 to 20)").waitFor();
    await page.getByText("The app secret is 32 hexadecimal characters (0–9 and a–f)").waitFor();

    await page.getByLabel(/^Phone number ID/).fill(number.phoneNumberId);
    await page.getByLabel(/^App secret/).fill(appSecret);
    await page.getByRole("button", { name: "Connect number" }).click();
    await toast(page, `WhatsApp number ${number.displayPhoneNumber} connected`).waitFor();
    await page.getByText("Waiting for Meta to verify the webhook").waitFor();
    // WA-04: the token and the secret are never on the page, only their last characters.
    const html = await page.content();
    expect(html).not.toContain(number.accessToken);
    expect(html).not.toContain(appSecret);
    await page.getByText(`••••${number.accessToken.slice(-4)}`).waitFor();

    // Meta checks the webhook with the verify token the page shows; the page then says it is verified.
    const connection = await connectionOf(context);
    expect(await page.getByRole("textbox", { name: "Webhook URL (Callback URL)", exact: true }).inputValue()).toBe(
      connection.webhook_url,
    );
    expect(await page.getByRole("textbox", { name: "Verify token", exact: true }).inputValue()).toBe(
      connection.verify_token,
    );
    const challenge = await fetch(
      `${connection.webhook_url}?hub.mode=subscribe&hub.verify_token=${connection.verify_token}&hub.challenge=4242`,
    );
    expect(await challenge.text()).toBe("4242");
    await page.reload();
    await page.getByText(/^Webhook verified · /).waitFor();

    // WA-03: a customer writes; the conversation appears without a reload, with their name and words.
    await page.getByText("No messages yet.", { exact: false }).waitFor();
    const customer = "989121234567";
    await customerWrites({
      webhookUrl: connection.webhook_url,
      phoneNumberId: number.phoneNumberId,
      from: customer,
      text: "Do you have wool shawls?",
    });
    const conversations = page.getByRole("list", { name: `Conversations of ${number.displayPhoneNumber}` });
    const conversation = conversations.getByRole("listitem").filter({ hasText: "Reza Karimi" });
    await conversation.getByText("Do you have wool shawls?").waitFor();
    await conversation.getByRole("button").first().click();
    const thread = page
      .getByRole("region")
      .filter({ has: page.getByRole("list", { name: "Messages with Reza Karimi" }) });
    await thread.getByText("Do you have wool shawls?").waitFor();
    await thread.getByText(/^You can reply freely until /).waitFor();

    // A reply by hand goes to WhatsApp and shows as the seller's.
    await thread.getByLabel("Reply").fill("Yes, we have three colours.");
    await thread.getByRole("button", { name: "Send" }).click();
    await thread.getByText("Yes, we have three colours.").waitFor();
    await thread.getByText("Sent by you").first().waitFor();
    expect((await sentFrom(number.phoneNumberId)).map((sent) => [sent.to, sent.text])).toContainEqual([
      customer,
      "Yes, we have three colours.",
    ]);
    // Issue 37: the reply took the customer over (told first that a person answers); Release gives them back.
    await thread.getByText("A person from the shop is answering you here from now on.").waitFor();
    await thread.getByRole("button", { name: "Release" }).click();
    await toast(page, "The sales assistant answers this buyer again").waitFor();
    await thread.getByRole("button", { name: "Take over" }).waitFor();

    // Auto-reply on: the sales assistant answers the next question from the seller's products.
    const product = await context.request.post("/api/products", {
      data: { name: "Wool shawl", price: 1_850_000, product_code: "SHAWL-WA", stock_quantity: 4 },
      headers: { origin: baseUrl },
    });
    expect(product.status()).toBe(201);
    await page.getByRole("switch", { name: "Auto-reply" }).click();
    await toast(page, "Auto-reply turned on").waitFor();
    expect(await page.getByRole("switch", { name: "Auto-reply" }).getAttribute("aria-checked")).toBe("true");
    await customerWrites({
      webhookUrl: connection.webhook_url,
      phoneNumberId: number.phoneNumberId,
      from: customer,
      text: "How much is the Wool shawl?",
    });
    await thread.getByText("Auto-reply").first().waitFor();
    await thread.getByText("Price: 1,850,000 toman", { exact: false }).waitFor();
    const answered = (await sentFrom(number.phoneNumberId)).at(-1);
    expect(answered?.text).toContain("*Wool shawl*");

    // WA-02: the test message (000 §7) to a number typed the Iranian way goes in international form.
    await page.getByRole("button", { name: "Send test message" }).click();
    const dialog = page.getByRole("dialog", { name: "Send a WhatsApp test message" });
    await dialog.getByLabel("Name").fill("Sara Ahmadi");
    await dialog.getByLabel("Mobile number").fill("0912 765 4321");
    await dialog.getByRole("button", { name: "Send" }).click();
    await toast(page, "message sent").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect((await sentFrom(number.phoneNumberId)).at(-1)).toMatchObject({ to: "989127654321", type: "template" });
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);
    await context.close();
  });

  it("WA-03 in Persian on a phone in the dark theme: a conversation older than 24 hours says only a template may go, Back returns to the list, and a buyer's place, cart and reaction read plainly", async () => {
    const number = required(persianNumber, "a number");
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", theme: "dark", width: 375 });
    await signUpThroughApi(context, baseUrl, "سارا فروشنده");
    const connected = await context.request.post("/api/whatsapp/connections", {
      data: { phone_number_id: number.phoneNumberId, access_token: number.accessToken, app_secret: appSecret },
      headers: { origin: baseUrl },
    });
    expect(connected.status()).toBe(201);
    const connection = await connectionOf(context);
    await customerWrites({
      webhookUrl: connection.webhook_url,
      phoneNumberId: number.phoneNumberId,
      from: "989351112233",
      text: "سلام، سفارشم کی می‌رسه؟",
      timestamp: Math.floor(Date.now() / 1000) - 25 * 3600,
    });
    await page.goto("/adminto");
    await page.getByRole("heading", { name: "ربات واتساپ", level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    const conversation = page.getByRole("listitem").filter({ hasText: "Reza Karimi" });
    await conversation.getByText("سلام، سفارشم کی می‌رسه؟").waitFor();
    await conversation.getByRole("button").first().click();
    await page.getByText("بیش از ۲۴ ساعت", { exact: false }).first().waitFor();
    expect(await page.getByLabel("پاسخ", { exact: true }).count()).toBe(0);
    // The page fits the phone: nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await page.getByRole("button", { name: "بازگشت به گفتگوها" }).click();
    await conversation.waitFor();

    // Issue 34: a buyer's place and cart are laid out, and their reaction sits on the reply it reacts to.
    const buyer = "989351112244";
    const now = Math.floor(Date.now() / 1000);
    const sent = { webhookUrl: connection.webhook_url, phoneNumberId: number.phoneNumberId, from: buyer };
    await customerSends({ ...sent, content: metaOrder, timestamp: now - 20 });
    await customerSends({ ...sent, content: metaLocation, timestamp: now - 10 });
    const buyerRow = page.getByRole("listitem").filter({ hasText: "Sara Mohammadi" });
    await buyerRow.getByText("📍 فروشگاه شال رضا").waitFor();
    await buyerRow.getByRole("button").first().click();
    const map = page.getByRole("link", { name: "دیدن روی نقشه (OpenStreetMap)" });
    expect(await map.getAttribute("href")).toContain("https://www.openstreetmap.org/?mlat=35.7219&mlon=51.4102");
    await page.getByText("تهران، خیابان ولیعصر، پلاک ۱۲").waitFor();
    await page.getByText("جمع: ", { exact: false }).waitFor();
    await page.getByLabel("پاسخ", { exact: true }).fill("آدرس رسید، ممنون");
    await page.getByRole("button", { name: "ارسال", exact: true }).click();
    await page.getByRole("list", { name: "پیام‌های گفتگو با Sara Mohammadi" }).getByText("آدرس رسید، ممنون").waitFor();
    const reply = (await sentFrom(number.phoneNumberId)).find(
      (message) => message.to === buyer && message.text === "آدرس رسید، ممنون",
    );
    await customerSends({ ...sent, content: metaReaction(required(reply?.id, "the reply's id"), "👍") });
    await page.getByRole("img", { name: "واکنش مشتری: 👍" }).waitFor();
    expect(await seriousViolations(page, { afterToasts: true })).toEqual([]);
    await context.close();
  });
});
