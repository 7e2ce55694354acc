import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { appStartsTimeout, startApp } from "./support/app-process";
import { launchBrowser, openPage, signUpThroughApi, uniqueEmail } from "./support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
let fileDir: string;
let tinyPng: string;
beforeAll(async () => {
  browser = await launchBrowser();
  fileDir = mkdtempSync(path.join(tmpdir(), "profile-e2e-"));
  tinyPng = path.join(fileDir, "avatar.png");
  const onePixel = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  writeFileSync(tinyPng, Buffer.from(onePixel, "base64"));
});
afterAll(async () => {
  await browser.close();
  rmSync(fileDir, { recursive: true, force: true });
});

/** A signed-up user on /profile, in the given interface language. */
async function userOnProfile(language: "fa" | "en", name: string, query = "") {
  const { context, page } = await openPage(browser, { baseUrl, language });
  await signUpThroughApi(context, baseUrl, name);
  await page.goto(`/profile${query}`);
  return { context, page };
}

/** Counts the calls the page makes to one API endpoint with one method. */
function countRequests(page: Page, method: string, pathname: string) {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === pathname) seen.count += 1;
  });
  return seen;
}

/** 000 §3: the settings tab's fields, and the option lists in the words of PROF-11 to PROF-16. */
async function expectSettingsFormIn000Section3(page: Page) {
  const fields = [
    "Full name",
    "Bio",
    "Phone",
    "About",
    "Location",
    "Avatar URL",
    "Field of activity",
    "Business type",
    "Job title",
    "Company size",
    "Website",
    "Goals",
    "Experience level",
    "Preferred language",
  ];
  const control = (label: string) => page.getByLabel(new RegExp(`^${label}\\b`));
  await control("Full name").waitFor();
  for (const field of fields) expect(await control(field).count(), field).toBe(1);
  const choices = (label: string) => control(label).locator("option:not([value=''])");
  expect(await choices("Field of activity").allTextContents()).toEqual([
    "Technology and IT",
    "E-commerce",
    "Fashion",
    "Food and beverage",
    "Beauty",
    "Health",
    "Education",
    "Finance",
    "Real estate",
    "Automotive",
    "Travel",
    "Sports and fitness",
    "Entertainment",
    "Consulting",
    "Manufacturing",
    "Other",
  ]);
  expect(await choices("Business type").allTextContents()).toEqual([
    "Startup",
    "Small business",
    "Medium business",
    "Large enterprise",
    "Freelancer",
    "Agency",
    "Non-profit",
    "Personal brand",
  ]);
  expect(await choices("Company size").allTextContents()).toEqual([
    "Solo",
    "2-10",
    "11-50",
    "51-200",
    "201-1000",
    "1000+",
  ]);
  expect(await choices("Experience level").allTextContents()).toEqual([
    "Beginner",
    "Intermediate",
    "Advanced",
    "Expert",
  ]);
  expect(await choices("Preferred language").allTextContents()).toEqual(["Persian", "English"]);
  const interests = page.getByRole("group", { name: "Interests" });
  expect(await interests.getByRole("checkbox").count()).toBe(9);
  for (const interest of [
    "Instagram marketing",
    "Video content",
    "Branding",
    "Advertising",
    "SEO",
    "Email marketing",
    "Data analysis",
    "Social media",
    "Content creation",
  ])
    expect(await interests.getByRole("checkbox", { name: interest, exact: true }).count()).toBe(1);
}

describe("/profile", () => {
  it("PROF-01 a visitor sees the access-restricted card with a way to sign in and come back", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/profile");
    await page.getByRole("heading", { name: "Access restricted" }).waitFor();
    const signIn = page.getByRole("main").getByRole("link", { name: "Log in", exact: true });
    expect(await signIn.getAttribute("href")).toBe("/auth?redirect=/profile");
    expect(await page.getByRole("tab").count()).toBe(0);
    await context.close();
  });

  it("PROF-02 PROF-03 PROF-04 PROF-05 PROF-06 PROF-07 PROF-08 PROF-09 PROF-10 PROF-11 PROF-12 PROF-13 PROF-14 PROF-15 PROF-16 a free user's header, summary, five tabs and the settings form's fields and options", async () => {
    const { context, page } = await userOnProfile("en", "Sara Ahmadi");
    await page.getByRole("heading", { name: "Profile and settings", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Back to dashboard" }).getAttribute("href")).toBe("/dashboard");
    await page.getByRole("main").getByText("Free", { exact: true }).first().waitFor();
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).waitFor();

    const summary = page.getByRole("region", { name: "Sara Ahmadi" });
    await summary.getByText(/@example\.com$/).waitFor();
    await summary.getByText(/^Member since \w+ \d+, \d{4} AP$/).waitFor();
    await summary.getByRole("img", { name: "Profile picture of Sara Ahmadi" }).waitFor();
    expect(await summary.getByRole("definition").first().textContent()).toBe("0");
    await summary.getByText("Plan type").waitFor();
    expect(await summary.getByRole("link", { name: "View plans" }).getAttribute("href")).toBe("/pricing");

    const tabs = page.getByRole("tablist", { name: "Profile sections" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Settings", "Security", "Notifications", "Activity", "Billing"]);
    expect(await page.getByRole("tab", { name: "Settings" }).getAttribute("aria-selected")).toBe("true");

    await expectSettingsFormIn000Section3(page);

    await page.getByRole("tab", { name: "Security" }).click();
    await page.waitForURL("**/profile?tab=security");
    await page.reload();
    expect(await page.getByRole("tab", { name: "Security" }).getAttribute("aria-selected")).toBe("true");

    await page.getByRole("tab", { name: "Activity" }).click();
    await page.getByText("AI messages this month").waitFor();
    await page.getByText("Last sign-in").waitFor();

    // The server falls back to the account's name; a profile that has no name at all reads "new user".
    await page.route("**/api/profile", async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, profile: { ...body.profile, full_name: "" } } });
    });
    await page.reload();
    await page.getByRole("region", { name: "new user" }).getByRole("heading", { name: "new user" }).waitFor();
    await context.close();
  });

  it("PROF-10 PROF-15 PROF-18 PROF-19 PROF-20 a user fills in the profile in Persian, saves it and sees it after a reload", async () => {
    const { context, page } = await userOnProfile("fa", "کاربر آزمایشی");
    const saves = countRequests(page, "PUT", "/api/profile");
    await page.getByRole("heading", { name: "پروفایل و تنظیمات", level: 1 }).waitFor();
    expect(await page.getByLabel("زبان ترجیحی").inputValue()).toBe("fa");

    await page.getByLabel("نام و نام خانوادگی").fill("سارا احمدی");
    await page.getByLabel("حوزهٔ فعالیت").selectOption("ecommerce");
    await page.getByLabel("نوع کسب‌وکار").selectOption("personal-brand");
    await page.getByRole("checkbox", { name: "سئو" }).check();
    await page.getByRole("checkbox", { name: "برندسازی" }).check();
    await page.getByLabel("شمارهٔ موبایل").fill("09121234567");
    await page.getByLabel("وب‌سایت").fill("https://shop.example.com");
    await page.getByLabel("موقعیت").fill("تهران");
    await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
    await page.getByText("با موفقیت به‌روزرسانی شد").waitFor();
    expect(saves.count).toBe(1);
    // The summary card follows at once.
    await page.getByRole("region", { name: "سارا احمدی" }).getByText("تهران").waitFor();

    await page.reload();
    await page.getByRole("region", { name: "سارا احمدی" }).waitFor();
    expect(await page.getByLabel("نام و نام خانوادگی").inputValue()).toBe("سارا احمدی");
    expect(await page.getByLabel("حوزهٔ فعالیت").inputValue()).toBe("ecommerce");
    expect(await page.getByLabel("نوع کسب‌وکار").inputValue()).toBe("personal-brand");
    expect(await page.getByRole("checkbox", { name: "سئو" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "برندسازی" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "تبلیغات" }).isChecked()).toBe(false);
    expect(await page.getByLabel("شمارهٔ موبایل").inputValue()).toBe("۰۹۱۲۱۲۳۴۵۶۷");
    expect(await page.getByLabel("وب‌سایت").inputValue()).toBe("https://shop.example.com");
    await context.close();
  });

  it("SHELL-05 a Persian-digit phone saved in the profile is stored with Latin digits and shown back in Persian ones", async () => {
    const { context, page } = await userOnProfile("fa", "کاربر کیبورد فارسی");
    await page.getByRole("heading", { name: "پروفایل و تنظیمات", level: 1 }).waitFor();
    const phone = page.getByLabel("شمارهٔ موبایل");
    await phone.pressSequentially("۰۹۱۲۳۴۵۶۷۸۹");
    expect(await phone.inputValue()).toBe("۰۹۱۲۳۴۵۶۷۸۹");
    await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
    await page.getByText("با موفقیت به‌روزرسانی شد").waitFor();
    // The toast is written in Vazirmatn and sits below the header, never over the navigation.
    await page.evaluate(() => window.scrollTo(0, 0));
    const placement = await page.evaluate(() => {
      const toast = document.querySelector("[data-sonner-toast]");
      const header = document.querySelector("header");
      return {
        font: toast ? getComputedStyle(toast).fontFamily : "",
        gap: (toast?.getBoundingClientRect().top ?? 0) - (header?.getBoundingClientRect().bottom ?? 0),
      };
    });
    expect(placement.font).toMatch(/^"?Vazirmatn/);
    expect(placement.gap).toBeGreaterThan(0);

    await page.reload();
    await page.getByRole("heading", { name: "پروفایل و تنظیمات", level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>("#profile-phone")?.value !== "");
    expect(await phone.inputValue()).toBe("۰۹۱۲۳۴۵۶۷۸۹");
    const saved = (await (await context.request.get(`${baseUrl}/api/profile`)).json()) as {
      profile: { phone: string };
    };
    expect(saved.profile.phone).toBe("09123456789");

    // A Latin keyboard in the Persian interface: what is typed is shown in Persian digits too.
    await phone.fill("");
    await phone.pressSequentially("0935");
    expect(await phone.inputValue()).toBe("۰۹۳۵");
    await context.close();
  });

  it("PROF-15 after saving, the preferred language becomes the interface's language", async () => {
    const { context, page } = await userOnProfile("fa", "Language User");
    await page.getByLabel("زبان ترجیحی").selectOption("en");
    await page.getByRole("button", { name: "ذخیرهٔ تغییرات" }).click();
    await page.getByRole("heading", { name: "Profile and settings", level: 1 }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      "en",
      "ltr",
    ]);
    expect(await page.getByLabel("Preferred language").inputValue()).toBe("en");
    await context.close();
  });

  it("someone who signed up in English saves only a bio and the interface stays English", async () => {
    const { context, page } = await openPage(browser, { baseUrl, language: "en" });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign up" }).click();
    await page.getByLabel("Full name").fill("English Speaker");
    await page.getByLabel("Email").fill(uniqueEmail("english"));
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL("**/dashboard");

    await page.goto("/profile");
    await page.getByRole("heading", { name: "Profile and settings", level: 1 }).waitFor();
    expect(await page.getByLabel("Preferred language").inputValue()).toBe("en");
    await page.getByLabel("Bio").fill("I sell handmade bags.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("updated successfully").waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Profile and settings", level: 1 }).waitFor();
    expect(await page.getByLabel("Bio").inputValue()).toBe("I sell handmade bags.");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await context.close();
  });

  it("PROF-17 an invalid phone number is shown under the field and nothing is saved", async () => {
    const { context, page } = await userOnProfile("en", "Phone User");
    const saves = countRequests(page, "PUT", "/api/profile");
    await page.getByLabel("Phone", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("The phone number must look like 09xxxxxxxxx or +989xxxxxxxxx").waitFor();
    expect(await page.getByLabel("Phone", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(saves.count).toBe(0);

    await page.reload();
    expect(await page.getByLabel("Phone", { exact: true }).inputValue()).toBe("");
    await context.close();
  });

  it("PROF-21 a refused save shows the error toast and the server's message under its field", async () => {
    const { context, page } = await userOnProfile("en", "Refused User");
    await page.route("**/api/profile", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({
              code: "validation_failed",
              message: "invalid",
              issues: [{ path: "website", message: "invalidWebsite" }],
            }),
          })
        : route.continue(),
    );
    await page.getByLabel("Website", { exact: true }).fill("https://fine.example.com");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("error updating profile").waitFor();
    await page.getByText("The website must start with http:// or https://").waitFor();
    await context.close();
  });

  it("PROF-25 PROF-26 an uploaded avatar appears on the summary card at once and after a reload", async () => {
    const { context, page } = await userOnProfile("en", "Avatar User");
    const summary = page.getByRole("region", { name: "Avatar User" });
    await summary.getByRole("img", { name: "Profile picture of Avatar User" }).waitFor();
    let releaseUpload: () => void = () => {};
    const uploadHeld = new Promise<void>((resolve) => {
      releaseUpload = resolve;
    });
    await page.route("**/api/profile/avatar", async (route) => {
      await uploadHeld;
      await route.continue();
    });

    await page.getByLabel("Profile picture", { exact: true }).setInputFiles(tinyPng);
    const busy = page.getByRole("button", { name: "Uploading the picture…" });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    releaseUpload();
    await page.getByText("profile picture updated").waitFor();
    const avatar = summary.getByRole("img", { name: "Profile picture of Avatar User" });
    await expect.poll(() => avatar.getAttribute("src")).toMatch(/^\/uploads\//);
    expect(await page.getByLabel("Avatar URL", { exact: true }).inputValue()).toMatch(/^\/uploads\//);

    await page.reload();
    expect(await summary.getByRole("img", { name: "Profile picture of Avatar User" }).getAttribute("src")).toMatch(
      /^\/uploads\//,
    );
    await context.close();
  });

  it("PROF-22 PROF-23 a file over 2 MB or not an image is refused before any upload", async () => {
    const { context, page } = await userOnProfile("en", "Big File User");
    const uploads = countRequests(page, "POST", "/api/profile/avatar");
    const input = page.getByLabel("Profile picture", { exact: true });
    await input.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await page.getByText("file size must not exceed 2 MB").waitFor();
    await input.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await page.getByText("only image files are allowed").waitFor();
    expect(uploads.count).toBe(0);
    await context.close();
  });

  it("PROF-27 a failed upload says so", async () => {
    const { context, page } = await userOnProfile("en", "Failing Upload User");
    await page.route("**/api/profile/avatar", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "internal_error", message: "boom" }),
      }),
    );
    await page.getByLabel("Profile picture", { exact: true }).setInputFiles(tinyPng);
    await page.getByText("error uploading image").waitFor();
    await context.close();
  });

  it("PROF-44 PROF-45 the notification switches start at their defaults and a change is kept over a reload", async () => {
    const { context, page } = await userOnProfile("en", "Notified User", "?tab=notifications");
    const sms = page.getByRole("switch", { name: "SMS notifications" });
    expect(await page.getByRole("switch", { name: "Email notifications" }).getAttribute("aria-checked")).toBe("true");
    expect(await sms.getAttribute("aria-checked")).toBe("false");
    expect(await page.getByRole("switch", { name: "Marketing emails" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByRole("switch", { name: "Product updates" }).getAttribute("aria-checked")).toBe("true");

    await sms.click();
    await page.getByText("notification settings saved").waitFor();
    await page.reload();
    expect(await page.getByRole("switch", { name: "SMS notifications" }).getAttribute("aria-checked")).toBe("true");

    // A failed save puts the switch back.
    await page.route("**/api/profile/notifications", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"internal_error","message":"x"}' }),
    );
    await page.getByRole("switch", { name: "Product updates" }).click();
    await page.getByText("the notification settings could not be saved").waitFor();
    expect(await page.getByRole("switch", { name: "Product updates" }).getAttribute("aria-checked")).toBe("true");
    await context.close();
  });

  it("PROF-47 billing without payments shows the empty state with a way to the subscriptions", async () => {
    const { context, page } = await userOnProfile("en", "No Payments User", "?tab=billing");
    await page.getByText("No payments yet").waitFor();
    expect(await page.getByRole("link", { name: "View subscriptions" }).getAttribute("href")).toBe("/subscriptions");
    await context.close();
  });

  it("PROF-03 PROF-06 PROF-07 PROF-47 a subscriber sees premium, the plan, unlimited content and the payment", async () => {
    const { context, page } = await userOnProfile("en", "Paying User");
    const paid = await context.request.post(`${baseUrl}/api/payments/checkout`, {
      data: { plan: "pro" },
      headers: { origin: baseUrl },
    });
    expect(paid.ok()).toBe(true);
    await page.goto("/profile?tab=billing");
    await page.getByRole("main").getByText("Premium", { exact: true }).waitFor();
    const summary = page.getByRole("region", { name: "Paying User" });
    await summary.getByText("(unlimited ∞)").waitFor();
    await summary.getByText("Pro", { exact: true }).waitFor();
    expect(await summary.getByRole("link", { name: "View plans" }).count()).toBe(0);

    await page.getByText("Billing history").waitFor();
    await page.getByText("7,500,000 toman").waitFor();
    await page.getByText("Paid", { exact: true }).waitFor();
    await context.close();
  });

  it('PROF-06 an Eco subscriber\'s generated content is their real count, read as unlimited, not "1 of ∞"', async () => {
    const { context, page } = await userOnProfile("en", "Eco User");
    const paid = await context.request.post(`${baseUrl}/api/payments/checkout`, {
      data: { plan: "eco" },
      headers: { origin: baseUrl },
    });
    expect(paid.ok()).toBe(true);
    const made = await context.request.post(`${baseUrl}/api/daily-content/generate`, { headers: { origin: baseUrl } });
    expect(made.ok()).toBe(true);
    await page.reload();
    const summary = page.getByRole("region", { name: "Eco User" });
    await summary.getByText("Eco", { exact: true }).waitFor();
    expect(await summary.getByRole("definition").first().textContent()).toBe("1(unlimited ∞)");
    expect(await summary.getByText("of ∞").count()).toBe(0);
    await context.close();
  });
});

describe("/profile?user= (an app with an admin)", () => {
  it(
    "PROF-48 PROF-49 an admin sees another user's profile read-only; anyone else gets their own",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-profile-admin-"));
      const adminEmail = "profile-admin@example.com";
      const app = await startApp({ dataDir, env: { ADMIN_EMAILS: adminEmail }, fromMigratedCopy: true });
      try {
        const viewed = await openPage(browser, { baseUrl: app.url, language: "en" });
        await signUpThroughApi(viewed.context, app.url, "Viewed User");
        const me = await (await viewed.context.request.get(`${app.url}/api/me`)).json();
        await viewed.context.close();

        const other = await openPage(browser, { baseUrl: app.url, language: "en" });
        await signUpThroughApi(other.context, app.url, "Curious User");
        await other.page.goto(`/profile?user=${me.id}`);
        await other.page.getByRole("region", { name: "Curious User" }).waitFor();
        expect(await other.page.getByText("Viewed User").count()).toBe(0);
        await other.context.close();

        const admin = await openPage(browser, { baseUrl: app.url, language: "en" });
        const signedUp = await admin.context.request.post(`${app.url}/api/auth/sign-up/email`, {
          data: { name: "Admin", email: adminEmail, password: "secret123" },
          headers: { origin: app.url },
        });
        expect(signedUp.ok()).toBe(true);
        const { page } = admin;
        await page.goto(`/profile?user=${me.id}`);
        await page.getByRole("region", { name: "Viewed User" }).waitFor();
        await page.getByText("You are viewing Viewed User's profile; it cannot be changed here.").waitFor();
        expect(await page.getByLabel("Full name").isDisabled()).toBe(true);
        expect(await page.getByRole("button", { name: "Save changes" }).count()).toBe(0);
        expect(await page.getByRole("button", { name: "Choose a picture" }).count()).toBe(0);

        await page.getByRole("tab", { name: "Security" }).click();
        await page.getByText("Only the account's owner can change its security settings.").waitFor();
        expect(await page.getByRole("button", { name: "Change password" }).count()).toBe(0);
        expect(new URL(page.url()).searchParams.get("user")).toBe(me.id);

        await page.getByRole("tab", { name: "Notifications" }).click();
        expect(await page.getByRole("switch", { name: "Email notifications" }).isDisabled()).toBe(true);
        await admin.context.close();
      } finally {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    appStartsTimeout,
  );
});
