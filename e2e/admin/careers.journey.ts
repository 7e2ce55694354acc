import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "../support/accessibility";
import { launchBrowser, openPage, signUpThroughApi, toastSaying as toast } from "../support/browser";
import { required } from "../support/required";

const baseUrl = inject("baseUrl");
// The app makes these admins on sign-up (global setup); 6 is this file's.
const careersAdmin = inject("adminEmails")[6];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const noPageScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A real, minimal PDF (a catalog, no pages): what a reader knows by its first bytes. */
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

/** The card of the job with this title on /careers. */
const jobCard = (page: Page, title: string) => page.getByRole("article", { name: title });

const jobTitle = `Careers journey designer ${Date.now()}`;

describe("careers: the admin's job, a visitor's application, the admin's inbox", () => {
  it("ADM-28 STAT-36 STAT-37 STAT-38 STAT-39 STAT-40 STAT-41 STAT-42 STAT-43 the admin adds a job; a visitor finds it by search and filters, applies with a PDF and sees 'your request was sent'; the admin reads the application and downloads the CV", async () => {
    const admin = await openPage(browser, { baseUrl, language: "en", theme: "light" });
    await signUpThroughApi(admin.context, baseUrl, "Kian Admin", required(careersAdmin, "an admin e-mail"));

    // The admin adds the job in the inbox's jobs section.
    await admin.page.goto("/admin/inbox?box=jobs");
    await admin.page.getByRole("heading", { name: "Jobs", level: 3 }).waitFor();
    await admin.page.getByRole("button", { name: "Add job" }).click();
    const form = admin.page.getByRole("dialog", { name: "Add a job" });
    await form.getByRole("button", { name: "Save" }).click();
    expect(await form.getByText("Please fill in this field").count()).toBe(4);
    await form.getByLabel("Title").fill(jobTitle);
    // STAT-37: the four departments and the three types.
    expect(await form.getByLabel("Department").locator("option").allTextContents()).toEqual([
      "Technology",
      "Design",
      "Marketing",
      "Services",
    ]);
    expect(await form.getByLabel("Job type").locator("option").allTextContents()).toEqual([
      "Full-time",
      "Part-time",
      "Contract",
    ]);
    await form.getByLabel("Department").selectOption("design");
    await form.getByLabel("Job type").selectOption("part-time");
    await form.getByLabel("Location").fill("Tehran (hybrid)");
    await form.getByLabel("Experience needed").fill("2+ years");
    await form.getByLabel("Skills").fill("Figma, Persian typography");
    await form.getByLabel("Description").fill("Shape the right-to-left dashboard sellers use every day.");
    await form.getByLabel("Salary").fill("40-60 million toman");
    await form.getByRole("button", { name: "Save" }).click();
    await toast(admin.page, "The job was added").waitFor();
    const jobRow = admin.page.getByRole("row").filter({ hasText: jobTitle });
    await jobRow.getByText("Open", { exact: true }).waitFor();
    expect(await seriousViolations(admin.page, { afterToasts: true })).toEqual([]);

    // A visitor finds it by search (any case) and by its department and type.
    const visitor = await openPage(browser, { baseUrl, language: "en", theme: "dark" });
    await visitor.page.goto("/careers");
    await visitor.page.getByRole("heading", { name: "Careers", level: 1 }).waitFor();
    await visitor.page.getByRole("heading", { name: "Why work with us" }).waitFor();
    await visitor.page.getByLabel("Search").fill(jobTitle.toUpperCase());
    const card = jobCard(visitor.page, jobTitle);
    await card.waitFor();
    await card.getByText("Design", { exact: true }).waitFor();
    await card.getByText("Part-time", { exact: true }).waitFor();
    await card.getByText("Tehran (hybrid)").waitFor();
    await card.getByText("Persian typography").waitFor();
    await card.getByText("40-60 million toman").waitFor();
    await visitor.page.getByLabel("Department").selectOption("design");
    await visitor.page.getByLabel("Job type").selectOption("part-time");
    await card.waitFor();
    // STAT-38: another department matches nothing, and says so.
    await visitor.page.getByLabel("Department").selectOption("marketing");
    await visitor.page.getByText("No position matches this search and these filters.").waitFor();
    // STAT-43: "all" filters nothing.
    await visitor.page.getByLabel("Department").selectOption("all");
    await visitor.page.getByLabel("Job type").selectOption("all");
    await card.waitFor();
    // STAT-42: a skill finds it too.
    await visitor.page.getByLabel("Search").fill("persian TYPOGRAPHY");
    await card.waitFor();

    // STAT-39, STAT-40: the required fields, then a picture named .pdf is refused before sending.
    await card.getByRole("button", { name: /^Apply/ }).click();
    // The title is isolated in its own direction inside the dialog's name.
    const dialog = visitor.page.getByRole("dialog", { name: new RegExp(`^Apply: .${jobTitle}.$`) });
    await dialog.getByRole("button", { name: "Send application" }).click();
    expect(await dialog.getByText("Please fill in this field").count()).toBe(5);
    await dialog.getByLabel("First name").fill("Sara");
    await dialog.getByLabel("Last name").fill("Ahmadi");
    await dialog.getByLabel("Email").fill("sara.careers@example.com");
    await dialog.getByLabel("Mobile number").fill("0912 123 4567");
    await dialog.getByLabel("Years of experience").fill("four");
    await dialog.getByLabel("Portfolio link").fill("sara.example.com");
    await dialog.getByRole("button", { name: "Send application" }).click();
    await dialog.getByText("Enter your experience in whole years, from 0 to 60").waitFor();
    await dialog.getByText("The link must be a full address starting with http:// or https://").waitFor();
    await dialog.getByLabel("Years of experience").fill("4");
    await dialog.getByLabel("Portfolio link").fill("https://sara.example.com");
    await dialog.getByLabel("Why this position?").fill("I design for Persian readers.");
    const cvInput = dialog.getByLabel("CV (PDF)");
    await cvInput.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("not really a pdf"),
    });
    await dialog.getByText("The CV must be a PDF file").waitFor();
    await cvInput.setInputFiles({ name: "sara-cv.pdf", mimeType: "application/pdf", buffer: pdf });
    await dialog.getByText("sara-cv.pdf").waitFor();
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Send application" }).click();
    await toast(visitor.page, "your request was sent").waitFor();
    await dialog.waitFor({ state: "detached" });

    // ADM-28, STAT-41: the application reaches the admin, and its CV downloads as the PDF that was sent.
    await admin.page.getByRole("tab", { name: "Job applications" }).click();
    const applicationRow = admin.page.getByRole("row").filter({ hasText: "sara.careers@example.com" });
    await applicationRow.getByText(jobTitle).waitFor();
    await applicationRow.getByText("09121234567").waitFor();
    await applicationRow.getByText("4 years").waitFor();
    await applicationRow.getByRole("link", { name: "https://sara.example.com" }).waitFor();
    await applicationRow.getByText("I design for Persian readers.").waitFor();
    const [download] = await Promise.all([
      admin.page.waitForEvent("download"),
      applicationRow.getByRole("link", { name: /Download CV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await readFile(await download.path())).toEqual(pdf);
    expect(await seriousViolations(admin.page)).toEqual([]);

    // Closing the job takes it off /careers.
    await admin.page.getByRole("tab", { name: "Jobs" }).click();
    await jobRow.getByRole("button", { name: /^Close/ }).click();
    await toast(admin.page, "The job was closed").waitFor();
    await jobRow.getByText("Closed", { exact: true }).waitFor();
    await visitor.page.reload();
    await visitor.page.getByLabel("Search").fill(jobTitle);
    await visitor.page.getByText(/No position matches|There are no open positions/).waitFor();
    expect(await card.count()).toBe(0);
    await jobRow.getByRole("button", { name: /^Reopen/ }).click();
    await jobRow.getByText("Open", { exact: true }).waitFor();

    await visitor.context.close();
    await admin.context.close();
    // Two browsers, two languages' worth of pages and three axe runs: longer than one page's journey.
  }, 120_000);

  it("STAT-36 in Persian at 375 px: Persian digits, no sideways scroll, the apply dialog fits, no serious axe violation", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "fa", theme: "light", width: 375 });
    await page.goto("/careers");
    await page.getByRole("heading", { name: "فرصت‌های شغلی", level: 1 }).waitFor();
    await page.getByLabel("جستجو").fill(jobTitle);
    const card = jobCard(page, jobTitle);
    await card.waitFor();
    await card.getByText("طراحی", { exact: true }).waitFor();
    await card.getByText("پاره‌وقت", { exact: true }).waitFor();
    // Digits the admin typed are shown in Persian: "2+ years" → "۲+ years", "40-60" → "۴۰-۶۰".
    await card.getByText("۴۰-۶۰ million toman").waitFor();
    const count = (await page.getByText(/^[۰-۹]+ موقعیت$/).textContent()) ?? "";
    expect(count).not.toMatch(/[0-9]/);
    expect(await noPageScroll(page)).toBe(true);
    await card.getByRole("button", { name: /^ارسال درخواست/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("سال‌های سابقهٔ کار").fill("۷");
    await dialog.getByText("عددی از ۰ تا ۶۰").waitFor();
    expect(await noPageScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
