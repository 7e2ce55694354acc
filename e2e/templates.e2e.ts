import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Language = "fa" | "en";

const words = {
  en: {
    add: "Add template",
    addTitle: "Add template",
    editTitle: "Edit template",
    type: "Template type",
    name: "Template name",
    content: "Message text",
    save: "Save template",
    orderConfirmation: "Order confirmation",
    moment: "Sent when you confirm an order.",
    nameRequired: "template name is required",
    contentRequired: "template content is required",
    fillRequired: "fill required fields",
    empty: "You have no templates yet",
    saved: "template saved",
    deleted: "template deleted",
    active: "Active",
    edit: (name: string) => `Edit template ${name}`,
    remove: (name: string) => `Delete template ${name}`,
    confirmDelete: "Delete template",
    price: "1,250,000 toman",
    product: "Running shoes",
    firstName: "Order thanks",
    secondName: "Order thank-you",
  },
  fa: {
    add: "افزودن قالب",
    addTitle: "افزودن قالب",
    editTitle: "ویرایش قالب",
    type: "نوع قالب",
    name: "نام قالب",
    content: "متن پیام",
    save: "ذخیره قالب",
    orderConfirmation: "تأیید سفارش",
    moment: "وقتی سفارشی را تأیید می‌کنید فرستاده می‌شود.",
    nameRequired: "نام قالب الزامی است",
    contentRequired: "متن قالب الزامی است",
    fillRequired: "لطفاً فیلدهای الزامی را پر کنید",
    empty: "هنوز قالبی نساخته‌اید",
    saved: "قالب ذخیره شد",
    deleted: "قالب حذف شد",
    active: "فعال",
    edit: (name: string) => `ویرایش قالب ${name}`,
    remove: (name: string) => `حذف قالب ${name}`,
    confirmDelete: "حذف قالب",
    price: "۱٬۲۵۰٬۰۰۰ تومان",
    product: "کفش ورزشی",
    firstName: "تشکر از سفارش",
    secondName: "تشکر از خرید",
  },
} as const;

/** A signed-up seller on the templates tab. */
async function sellerOnTemplates(language: Language, width = 1280) {
  const { context, page } = await openPage(browser, { baseUrl, language, width });
  await signUpThroughApi(context, baseUrl, "Sara Seller");
  await page.goto("/dashboard?tab=templates");
  return { context, page };
}

async function toastSays(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await toast.first().waitFor();
  return toast.first();
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

/** Adds a template through the dialog, typing the content and inserting the variables with their buttons. */
async function addTemplateWithVariables(page: Page, language: Language) {
  const w = words[language];
  await page.getByRole("button", { name: w.add }).click();
  const dialog = page.getByRole("dialog", { name: w.addTitle });
  await dialog.waitFor();

  // TPL-04: name and content are required, said by a toast (001 §8) and beside each field.
  await dialog.getByRole("button", { name: w.save }).click();
  await toastSays(page, w.fillRequired);
  await dialog.getByText(w.nameRequired).waitFor();
  await dialog.getByText(w.contentRequired).waitFor();
  // The first wrong field takes the focus.
  expect(await dialog.getByLabel(w.name).evaluate((field) => field === document.activeElement)).toBe(true);

  await dialog.getByLabel(w.type).selectOption("order_confirmation");
  await dialog.getByText(w.moment).waitFor();
  await dialog.getByLabel(w.name).fill(w.firstName);
  const content = dialog.getByLabel(w.content);
  await content.fill("*");
  await dialog.getByRole("button", { name: "{product_name}" }).click();
  await content.press("End");
  await content.pressSequentially("* _");
  await dialog.getByRole("button", { name: "{price}" }).click();
  await content.pressSequentially("_ #");
  await dialog.getByRole("button", { name: "{order_id}" }).click();
  expect(await content.inputValue()).toBe("*{product_name}* _{price}_ #{order_id}");

  const preview = dialog.getByTestId("template-preview");
  expect(await preview.textContent()).toBe(`${w.product} ${w.price} #ORD-1024`);
  expect(await preview.locator("strong").textContent()).toBe(w.product);
  expect(await preview.locator("em").textContent()).toBe(w.price);

  await dialog.getByRole("button", { name: w.save }).click();
  await toastSays(page, w.saved);
  await dialog.waitFor({ state: "detached" });
  const added = card(page, w.firstName);
  await added.getByText(w.orderConfirmation).waitFor();
  await added.getByText("*{product_name}* _{price}_ #{order_id}").waitFor();
}

/** Edit, toggle (kept after a reload) and delete, as every language does them. */
async function editToggleAndDelete(page: Page, language: Language) {
  const w = words[language];
  await page.getByRole("button", { name: w.edit(w.firstName) }).click();
  const dialog = page.getByRole("dialog", { name: w.editTitle });
  expect(await dialog.getByLabel(w.name).inputValue()).toBe(w.firstName);
  expect(await dialog.getByLabel(w.type).inputValue()).toBe("order_confirmation");
  await dialog.getByLabel(w.name).fill(w.secondName);
  await dialog.getByRole("button", { name: w.save }).click();
  await toastSays(page, w.saved);
  const edited = card(page, w.secondName);
  await edited.waitFor();
  expect(await card(page, w.firstName).count()).toBe(0);

  const active = edited.getByRole("switch", { name: w.active });
  expect(await active.getAttribute("aria-checked")).toBe("true");
  const saved = page.waitForResponse((response) => response.url().endsWith("/active") && response.ok());
  await active.click();
  await saved;
  expect(await active.getAttribute("aria-checked")).toBe("false");
  await page.reload();
  await card(page, w.secondName).waitFor();
  expect(await card(page, w.secondName).getByRole("switch", { name: w.active }).getAttribute("aria-checked")).toBe(
    "false",
  );

  await page.getByRole("button", { name: w.remove(w.secondName) }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: w.confirmDelete }).click();
  await toastSays(page, w.deleted);
  await page.getByText(w.empty).waitFor();
}

describe("message templates in the templates tab", () => {
  it("TPL-01 TPL-02 TPL-03 TPL-04 TPL-06 TPL-07 TPL-08 in English: add with variable buttons and a live preview, edit, toggle (kept after reload), delete", async () => {
    const { context, page } = await sellerOnTemplates("en");
    await page.getByText(words.en.empty).waitFor();
    await addTemplateWithVariables(page, "en");

    // TPL-01: newest first.
    const newer = await context.request.post(`${baseUrl}/api/templates`, {
      data: { template_type: "welcome", template_name: "Hello", content: "Welcome!" },
      headers: { origin: baseUrl },
    });
    expect(newer.status()).toBe(201);
    await page.reload();
    await card(page, "Hello").waitFor();
    expect(await page.getByRole("article").locator("h4").allTextContents()).toEqual(["Hello", words.en.firstName]);
    await page.getByRole("button", { name: "Delete template Hello" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete template" }).click();
    await card(page, "Hello").waitFor({ state: "detached" });

    await editToggleAndDelete(page, "en");
    await context.close();
  });

  it("TPL-02 TPL-03 TPL-06 TPL-07 TPL-08 in Persian: the preview's price in Persian digits and toman; edit, toggle and delete", async () => {
    const { context, page } = await sellerOnTemplates("fa");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByText(words.fa.empty).waitFor();
    await addTemplateWithVariables(page, "fa");
    await editToggleAndDelete(page, "fa");
    await context.close();
  });

  it("TPL-09 TPL-10 TPL-11 TPL-12 a failed load, save, delete or toggle shows its own error toast and changes nothing", async () => {
    const { context, page } = await sellerOnTemplates("en");
    const serverError = { status: 500, json: { code: "internal_error", message: "boom", requestId: "r" } };

    await page.route("**/api/templates", (route) =>
      route.request().method() === "GET" ? route.fulfill(serverError) : route.fallback(),
    );
    await page.reload();
    await toastSays(page, "error fetching templates");
    await page.getByRole("alert").getByRole("button", { name: "Try again" }).waitFor();
    await page.unroute("**/api/templates");
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByText(words.en.empty).waitFor();

    await page.route("**/api/templates", (route) =>
      route.request().method() === "POST" ? route.fulfill(serverError) : route.fallback(),
    );
    await page.getByRole("button", { name: "Add template" }).click();
    const dialog = page.getByRole("dialog", { name: "Add template" });
    await dialog.getByLabel("Template name").fill("Welcome");
    await dialog.getByLabel("Message text").fill("Hi there");
    await dialog.getByRole("button", { name: "Save template" }).click();
    await toastSays(page, "error saving template");
    await page.unroute("**/api/templates");
    // The dialog stays open with what was typed, so the seller can try again.
    expect(await dialog.getByLabel("Template name").inputValue()).toBe("Welcome");
    await dialog.getByRole("button", { name: "Save template" }).click();
    await toastSays(page, "template saved");
    const welcome = card(page, "Welcome");
    await welcome.waitFor();

    await page.route("**/api/templates/*/active", (route) => route.fulfill(serverError));
    const active = welcome.getByRole("switch", { name: "Active" });
    await active.click();
    await toastSays(page, "error changing template status");
    await expect.poll(() => active.getAttribute("aria-checked")).toBe("true");
    await page.unroute("**/api/templates/*/active");

    await page.route("**/api/templates/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill(serverError) : route.fallback(),
    );
    await page.getByRole("button", { name: "Delete template Welcome" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete template" }).click();
    await toastSays(page, "error deleting template");
    await page.unroute("**/api/templates/*");
    await page.reload();
    await card(page, "Welcome").waitFor();
    expect(await card(page, "Welcome").getByRole("switch").getAttribute("aria-checked")).toBe("true");
    await context.close();
  });
});
