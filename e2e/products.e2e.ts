import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, signUpThroughApi } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
let fileDir: string;
let photos: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  fileDir = mkdtempSync(path.join(tmpdir(), "products-e2e-"));
  photos = [];
  for (const [index, colour] of [
    { r: 220, g: 60, b: 60 },
    { r: 40, g: 120, b: 220 },
  ].entries()) {
    const file = path.join(fileDir, `photo-${index + 1}.jpg`);
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    writeFileSync(file, bytes);
    photos.push(file);
  }
});
afterAll(async () => {
  await browser.close();
  rmSync(fileDir, { recursive: true, force: true });
});

async function sellerOnProducts(language: "fa" | "en", width?: number) {
  const { context, page } = await openPage(browser, { baseUrl, language, width });
  await signUpThroughApi(context, baseUrl, "Seller");
  await page.goto("/dashboard?tab=products");
  return { context, page };
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function fillProduct(page: Page, fields: { name: string; code: string; price: string }, labels = english) {
  await page.getByLabel(labels.name).fill(fields.name);
  await page.getByLabel(labels.code).fill(fields.code);
  await page.getByLabel(labels.price).fill(fields.price);
}

const english = { name: /^Product name/, code: /^Product code/, price: /^Price \(toman\)/ };
const persian = { name: /^نام محصول/, code: /^کد محصول/, price: /^قیمت \(تومان\)/ };

describe("products tab", () => {
  it("PROD-01 PROD-03 PROD-06 PROD-14..17 PROD-28 add with two images, edit, a duplicate code, availability and delete, in English", async () => {
    const { context, page } = await sellerOnProducts("en");
    await page.getByText("You have not added any products yet").waitFor();
    expect(await page.getByRole("heading", { name: "0 products" }).count()).toBe(1);

    await page.getByRole("button", { name: "Add product" }).click();
    await toast(page, /fill required fields/i).waitFor();

    // Uploads are held back until the first one's progress bar is seen, so it is seen before it finishes.
    let releaseUploads = () => {};
    const uploadsReleased = new Promise<void>((resolve) => {
      releaseUploads = resolve;
    });
    await page.route("**/api/products/media", async (route) => {
      await uploadsReleased;
      await route.continue();
    });
    await page.getByLabel("Choose images").setInputFiles(photos);
    await page.getByRole("progressbar", { name: "Uploading photo-1.jpg" }).waitFor();
    releaseUploads();
    await page.getByRole("button", { name: "Remove image 2" }).waitFor();
    // Both thumbnails show once both uploads are done.
    const thumbnails = page.locator("form li img");
    await expect.poll(() => thumbnails.count()).toBe(2);
    await expect
      .poll(() => thumbnails.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await fillProduct(page, { name: "Blue mug", code: "MUG-1", price: "۱۲۵۰۰۰۰" });
    expect(await page.getByLabel(english.price).inputValue()).toBe("1,250,000");
    await page.getByLabel("Category").selectOption({ label: "Home" });
    await page.getByRole("button", { name: "Add product" }).click();
    await toast(page, /product added/i).waitFor();
    await page.getByRole("heading", { name: "1 product" }).waitFor();
    const item = page.locator("li", { hasText: "Blue mug" });
    await item.getByText("1,250,000 toman").waitFor();
    await item.getByText("Home").waitFor();
    expect(await item.locator("img").getAttribute("src")).toMatch(/-thumb\.webp$/);

    await page.getByRole("button", { name: "Edit Blue mug" }).click();
    await page.getByRole("heading", { name: "Edit product" }).waitFor();
    expect(await page.getByLabel(english.code).getAttribute("readonly")).not.toBeNull();
    expect(await page.getByRole("button", { name: /^Remove image/ }).count()).toBe(2);
    await page.getByLabel(english.name).fill("Red mug");
    await page.getByRole("button", { name: "Save changes" }).click();
    await toast(page, /product updated/i).waitFor();
    await page.locator("li", { hasText: "Red mug" }).waitFor();

    await fillProduct(page, { name: "Another mug", code: "MUG-1", price: "1000" });
    await page.getByRole("button", { name: "Add product" }).click();
    await toast(page, "The product code is duplicate").waitFor();
    expect(await page.getByRole("heading", { name: "1 product" }).count()).toBe(1);

    const available = page.getByRole("switch", { name: "Red mug available" });
    expect(await available.getAttribute("aria-checked")).toBe("true");
    await available.click();
    await page.locator("li", { hasText: "Red mug" }).getByText("Unavailable").waitFor();
    await page.reload();
    await page.getByRole("switch", { name: "Red mug available" }).waitFor();
    expect(await page.getByRole("switch", { name: "Red mug available" }).getAttribute("aria-checked")).toBe("false");

    await page.getByRole("button", { name: "Delete Red mug" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete product" }).click();
    await toast(page, /product deleted/i).waitFor();
    await page.getByText("You have not added any products yet").waitFor();
    await context.close();
  });

  it("PROD-15 PROD-17 PROD-30 an attached image removed in the edit form stays until saved; focus follows the form; the list's switch survives a save", async () => {
    const { context, page } = await sellerOnProducts("en");
    await page.getByLabel("Choose images").setInputFiles(photos[0] ?? "");
    await page.getByRole("button", { name: "Remove image 1" }).waitFor();
    await fillProduct(page, { name: "Vase", code: "VASE-1", price: "90000" });
    await page.getByRole("button", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "1 product" }).waitFor();
    const row = page.locator("li", { hasText: "Vase" });
    const imageUrl = (await row.locator("img").getAttribute("src")) ?? "";
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");

    // Removing the saved image, then cancelling, keeps it (it was deleted from storage at once before).
    await page.getByRole("button", { name: "Edit Vase" }).click();
    await page.getByRole("heading", { name: "Edit product" }).waitFor();
    expect(await focusedId()).toBe("product-name");
    const deletes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE") deletes.push(request.url());
    });
    await page.getByRole("button", { name: "Remove image 1" }).click();
    expect(await page.locator("form li img").count()).toBe(0);
    // A draft picked in this edit is deleted when the edit is cancelled.
    await page.getByLabel("Choose images").setInputFiles(photos[1] ?? "");
    await page.getByRole("button", { name: "Remove image 1" }).waitFor();
    await page.getByRole("button", { name: "Cancel editing" }).click();
    await page.getByRole("heading", { name: "Add a product" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Edit Vase");
    expect(await focusedLabel()).toBe("Edit Vase");
    await expect.poll(() => deletes.length).toBe(1);
    await page.reload();
    await page.locator("li", { hasText: "Vase" }).locator("img").waitFor();
    expect((await page.request.get(imageUrl)).status()).toBe(200);

    // Switched off in the list while the form is open; saving the form keeps it off.
    await page.getByRole("button", { name: "Edit Vase" }).click();
    await page.getByRole("switch", { name: "Vase available" }).click();
    await row.getByText("Unavailable").waitFor();
    await page.getByRole("button", { name: "Remove image 1" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await toast(page, /product updated/i).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Edit Vase");
    expect(await row.locator("img").count()).toBe(0);
    expect((await page.request.get(imageUrl)).status()).toBe(404);
    await page.reload();
    await page.getByRole("switch", { name: "Vase available" }).waitFor();
    expect(await page.getByRole("switch", { name: "Vase available" }).getAttribute("aria-checked")).toBe("false");
    await context.close();
  });

  it("PROD-01 PROD-02 PROD-14 in Persian a price typed in Latin digits shows Persian digits and the list reads in Persian", async () => {
    const { context, page } = await sellerOnProducts("fa");
    await page.getByText("هنوز محصولی اضافه نکرده‌اید").waitFor();
    expect(await page.getByLabel("دسته‌بندی").locator("option").allTextContents()).toEqual([
      "عمومی",
      "الکترونیک",
      "پوشاک",
      "کتاب",
      "خوراکی",
      "آرایشی و بهداشتی",
      "ورزشی",
      "خانه",
    ]);
    await fillProduct(page, { name: "لیوان آبی", code: "CUP-1", price: "2500000" }, persian);
    expect(await page.getByLabel(persian.price).inputValue()).toBe("۲٬۵۰۰٬۰۰۰");
    await page.getByLabel("انتخاب تصویر").setInputFiles(photos[0] ?? "");
    await page.getByRole("button", { name: "حذف تصویر ۱" }).waitFor();
    await page.getByRole("button", { name: "افزودن محصول" }).click();
    await page.getByRole("heading", { name: "۱ محصول" }).waitFor();
    await page.locator("li", { hasText: "لیوان آبی" }).getByText("۲٬۵۰۰٬۰۰۰ تومان").waitFor();
    await context.close();
  });

  it("PROD-14 a product with stock 0 reads 'Sold out', not 'Available', and a shop with nothing the bot can offer says why, in both languages", async () => {
    for (const [language, soldOut, nothingForSale] of [
      ["en", "Sold out", "Your bot shows buyers nothing to buy right now"],
      ["fa", "تمام شده", "ربات الان چیزی برای فروش به خریداران نشان نمی‌دهد"],
    ] as const) {
      const { context, page } = await openPage(browser, { baseUrl, language });
      await signUpThroughApi(context, baseUrl, "Seller");
      const created = await context.request.post("/api/products", {
        data: { name: "Silk scarf", price: 900_000, product_code: `SCARF-${language}`, stock_quantity: 0 },
        headers: { origin: baseUrl },
      });
      expect(created.status()).toBe(201);
      await page.goto("/dashboard?tab=products");
      const item = page.getByRole("listitem").filter({ hasText: "Silk scarf" });
      await item.getByText(soldOut, { exact: true }).waitFor();
      await page.getByRole("status").filter({ hasText: nothingForSale }).waitFor();
      await context.close();
    }
  });

  it("the products tab at 375 px wide has one column and nothing overflowing, in both languages", async () => {
    for (const language of ["en", "fa"] as const) {
      const { context, page } = await sellerOnProducts(language, 375);
      const labels = language === "en" ? english : persian;
      await fillProduct(
        page,
        { name: "A product with a rather long name to wrap", code: "LONG-CODE-1", price: "99999999" },
        labels,
      );
      await page.getByRole("button", { name: language === "en" ? "Add product" : "افزودن محصول" }).click();
      await page.getByRole("heading", { name: language === "en" ? "1 product" : "۱ محصول" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(375);
      await context.close();
    }
  });

  it("PROD-18 PROD-19 PROD-20 PROD-21 PROD-29 PROD-31 each failed call shows its own message and changes nothing", async () => {
    const { context, page } = await sellerOnProducts("en");
    const serverError = { status: 500, json: { code: "internal_error", message: "boom", requestId: "r" } };
    const failWhen = (pattern: string, method: string) =>
      page.route(pattern, (route) =>
        route.request().method() === method ? route.fulfill(serverError) : route.fallback(),
      );

    await failWhen("**/api/products", "GET");
    await page.reload();
    await toast(page, "error loading products").waitFor();
    await page.unroute("**/api/products");
    await page.reload();
    await page.getByText("You have not added any products yet").waitFor();

    await failWhen("**/api/products/media", "POST");
    await page.getByLabel("Choose images").setInputFiles(photos[0] ?? "");
    await toast(page, "Upload failed").waitFor();
    await page.unroute("**/api/products/media");
    await page.getByLabel("Choose images").setInputFiles(photos[0] ?? "");
    await page.getByRole("button", { name: "Remove image 1" }).waitFor();

    await failWhen("**/api/products/media/*", "DELETE");
    await page.getByRole("button", { name: "Remove image 1" }).click();
    await toast(page, "Error removing file").waitFor();
    expect(await page.locator("form li img").count()).toBe(1);
    await page.unroute("**/api/products/media/*");

    await fillProduct(page, { name: "Teapot", code: "TEA-1", price: "450000" });
    await failWhen("**/api/products", "POST");
    await page.getByRole("button", { name: "Add product" }).click();
    await toast(page, "error adding product").waitFor();
    expect(await page.getByRole("heading", { name: "0 products" }).count()).toBe(1);
    await page.unroute("**/api/products");
    await page.getByRole("button", { name: "Add product" }).click();
    await page.getByRole("heading", { name: "1 product" }).waitFor();

    await page.getByRole("button", { name: "Edit Teapot" }).click();
    await page.getByLabel(english.name).fill("Green teapot");
    await failWhen("**/api/products/*", "PUT");
    await page.getByRole("button", { name: "Save changes" }).click();
    await toast(page, "error updating product").waitFor();
    await page.unroute("**/api/products/*");

    await failWhen("**/api/products/*", "DELETE");
    await page.getByRole("button", { name: "Delete Teapot" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete product" }).click();
    await toast(page, "error deleting product").waitFor();
    await page.unroute("**/api/products/*");
    await page.reload();
    await page.locator("li", { hasText: "Teapot" }).first().waitFor();
    await context.close();
  });
});
