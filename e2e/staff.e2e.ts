import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying, uniqueEmail } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function post(context: BrowserContext, path: string, data: unknown) {
  return context.request.post(path, { data, headers: { origin: baseUrl } });
}

/** An owner on Eco (one staff member), with a card-to-card order whose buyer sent a receipt, as the bot leaves it. */
async function ownerWithReceiptWaiting(context: BrowserContext) {
  await signUpThroughApi(context, baseUrl, "سارا احمدی");
  const paid = await post(context, "/api/payments/checkout", { plan: "eco" });
  expect(paid.ok()).toBe(true);
  const product = await post(context, "/api/products", {
    name: "شال پشمی",
    price: 1_250_000,
    product_code: "SHAWL-ST",
    stock_quantity: 3,
  });
  const { variants } = (await product.json()) as { variants: { id: string }[] };
  const order = await post(context, "/api/orders", {
    buyer_name: "رضا کریمی",
    buyer_phone: "09121234567",
    payment_method: "card_to_card",
    items: [{ variant_id: variants[0]?.id, quantity: 1 }],
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  const photo = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#eee" } })
    .jpeg()
    .toBuffer();
  const receipt = await context.request.post(`/api/orders/${id}/receipt`, {
    multipart: { file: { name: "receipt.jpg", mimeType: "image/jpeg", buffer: photo } },
    headers: { origin: baseUrl },
  });
  expect(receipt.status()).toBe(200);
}

/** The order's card in the list, found by its title. */
const orderCard = (page: Page, title: RegExp) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

describe("staff (DESIGN 35, issue 37)", () => {
  it("ISSUE37-JOURNEY staff approves a receipt: in Persian at 375 px the owner invites orders staff from the settings, the invitee signs up from the link, accepts, works in the shop with only their tabs and approves the receipt; the owner's history names them", async () => {
    const owner = await openPage(browser, { baseUrl, language: "fa", width: 375 });
    await ownerWithReceiptWaiting(owner.context);

    // The owner invites from the settings tab; the link is shown to pass on (the mail may not reach them).
    await owner.page.goto("/dashboard?tab=settings");
    const staffCard = owner.page.getByRole("region", { name: "همکاران" });
    await staffCard.getByText("۰ از ۱ استفاده شده", { exact: false }).waitFor();
    await staffCard.getByText("هنوز همکاری ندارید.").waitFor();
    const inviteeEmail = uniqueEmail("staff");
    await staffCard.getByLabel("ایمیل همکار").fill(inviteeEmail);
    await staffCard.getByLabel("نقش", { exact: true }).selectOption({ label: "مسئول سفارش‌ها" });
    await staffCard.getByRole("button", { name: "فرستادن دعوت" }).click();
    await toastSaying(owner.page, "دعوت فرستاده شد").waitFor();
    const linkField = staffCard.getByRole("textbox", { name: /^پیوند دعوت/ });
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/invitations\/[A-Za-z0-9_-]{32}$/);
    await staffCard.getByRole("button", { name: "کپی پیوند" }).waitFor();
    const invitations = staffCard.getByRole("list", { name: "دعوت‌های باز" });
    await invitations.getByText(inviteeEmail).waitFor();
    await invitations.getByText("مسئول سفارش‌ها", { exact: false }).waitFor();
    // The plan's one place is taken by the open invitation: the form gives way to the plans.
    await staffCard.getByRole("link", { name: "دیدن پلن‌ها" }).waitFor();
    expect(await seriousViolations(owner.page)).toEqual([]);
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The invitee opens the link signed out, signs up from it and comes back to it.
    const invitee = await openPage(browser, { baseUrl, language: "fa", width: 375 });
    const { page } = invitee;
    await page.goto(new URL(link).pathname);
    await page.getByRole("heading", { name: "دعوت به همکاری" }).waitFor();
    await page.getByText("با نقش «مسئول سفارش‌ها» کار کنید", { exact: false }).waitFor();
    await page.getByText(inviteeEmail, { exact: false }).waitFor();
    await page.getByRole("link", { name: "ثبت‌نام" }).click();
    await page.waitForURL(/\/auth\?/);
    await page.getByLabel("نام و نام خانوادگی").fill("مینا رضایی");
    await page.getByLabel("ایمیل").fill(inviteeEmail);
    await page.getByLabel("رمز عبور").fill("secret123");
    await page.getByRole("button", { name: "ساخت حساب" }).click();
    await page.waitForURL(/\/invitations\//);
    await page.getByRole("heading", { name: /^پیوستن به فروشگاه «.+» با نقش «مسئول سفارش‌ها»$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "پذیرفتن دعوت" }).click();
    await page.waitForURL(/\/dashboard/);

    // The shop is in the switcher, chosen; only the orders staff's tabs show.
    const shop = page.getByLabel("فروشگاه", { exact: true });
    await shop.waitFor();
    expect(await shop.locator("option").allTextContents()).toEqual([
      "فروشگاه خودم",
      expect.stringMatching(/\(مسئول سفارش‌ها\)$/),
    ]);
    expect(await shop.locator("option:checked").textContent()).toMatch(/\(مسئول سفارش‌ها\)$/);
    const tabs = page.getByRole("tablist", { name: "بخش‌های پنل فروشنده" }).getByRole("tab");
    await tabs.first().waitFor();
    const tabNames = await tabs.allTextContents();
    expect(tabNames).toContain("اتصال‌ها");
    expect(tabNames.some((name) => name.startsWith("سفارش‌ها"))).toBe(true);
    for (const hidden of ["محصولات", "تراکنش‌ها", "قالب‌ها", "تنظیمات"]) expect(tabNames).not.toContain(hidden);
    // No bot management for them: no connect form.
    await page.getByRole("heading", { name: "ربات‌های متصل" }).waitFor();
    expect(await page.getByRole("button", { name: "اتصال ربات" }).count()).toBe(0);

    // They open the order with the receipt and approve it.
    await tabs.filter({ hasText: "سفارش‌ها" }).first().click();
    const card = orderCard(page, /سفارش ۱/);
    // The photo is read by the browser itself, which names the shop in its address (no x-shop header there).
    const receiptPhoto = card.getByRole("img", { name: "رسید پرداخت سفارش ۱" });
    await receiptPhoto.waitFor();
    await page.waitForFunction(
      (image) => image instanceof HTMLImageElement && image.naturalWidth > 0,
      await receiptPhoto.elementHandle(),
    );
    await card.getByRole("button", { name: "تأیید رسید و سفارش، سفارش ۱" }).click();
    await toastSaying(page, "پرداخت و سفارش ۱ تأیید شد").waitFor();
    await card.getByText("وضعیت پرداخت: پرداخت‌شده").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The owner's order shows paid, and its history says who approved it.
    await owner.page.goto("/dashboard?tab=orders");
    const ownersCard = orderCard(owner.page, /سفارش ۱/);
    await ownersCard.getByText("وضعیت پرداخت: پرداخت‌شده").waitFor();
    await ownersCard.getByRole("button", { name: "تاریخچهٔ سفارش ۱" }).click();
    const history = owner.page.getByRole("dialog", { name: "تاریخچهٔ سفارش ۱" });
    await history.getByText("توسط مینا رضایی", { exact: false }).first().waitFor();

    // Removed by the owner, the member's open page is taken back to their own shop at once, and told.
    await owner.page.goto("/dashboard?tab=settings");
    // The shop's activity, under the staff, names who did what.
    const activity = staffCard.getByRole("list", { name: "کارهای انجام‌شده در فروشگاه" });
    await activity.getByText("مینا رضایی دربارهٔ رسید سفارشی تصمیم گرفت").waitFor();
    await staffCard.getByRole("button", { name: "حذف مینا رضایی از همکاران" }).click();
    const confirm = owner.page.getByRole("alertdialog", { name: "مینا رضایی از همکاران حذف شود؟" });
    await confirm.getByRole("button", { name: "حذف" }).click();
    await toastSaying(owner.page, "مینا رضایی از همکاران حذف شد").waitFor();
    await toastSaying(page, /^دیگر در فروشگاه «.+» کار نمی‌کنید/).waitFor();
    await shop.waitFor({ state: "detached" });
    // Their own workspace again, every tab of it.
    await tabs.filter({ hasText: "تنظیمات" }).waitFor();
    await owner.context.close();
    await invitee.context.close();
  });
});
