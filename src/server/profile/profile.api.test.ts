import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile, ProfileFormInput, ProfilePage } from "../../shared/profile";
import { chatConversations, chatMessages, profiles, userRoles } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;

const form: ProfileFormInput = {
  full_name: "سارا احمدی",
  bio: "عکاس محصول",
  about: "ده سال تجربه در عکاسی تبلیغاتی",
  phone: "09121234567",
  location: "تهران",
  job_title: "مدیر خلاق",
  website: "https://sara.example.ir",
  industry: "fashion",
  business_type: "freelancer",
  company_size: "solo",
  experience_level: "advanced",
  interests: ["branding", "video-content"],
  goals: "فروش بیشتر",
  preferred_language: "fa",
};

const page = async (account: Account, query = "") =>
  (await (await server.app.request(`/api/profile${query}`, asUser(account.cookie))).json()) as ProfilePage;
const put = (account: Account, path: string, body: unknown) =>
  server.app.request(
    path,
    asUser(account.cookie, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

describe("the profile", () => {
  it("PROF-01 a visitor cannot read a profile", async () => {
    expect((await server.app.request("/api/profile")).status).toBe(401);
  });

  it("PROF-05 PROF-15 a new user's profile has their name, e-mail, Persian as language and the notification defaults", async () => {
    const account = await makeUser(server.app, { name: "Nima" });
    const { profile, own } = await page(account);
    expect(own).toBe(true);
    expect(profile).toMatchObject({ full_name: "Nima", email: account.email, preferred_language: "fa" });
    expect(profile.notifications).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      marketingEmails: true,
      productUpdates: true,
    });
  });

  it("PROF-10 PROF-19 every field saves and reappears", async () => {
    const account = await makeUser(server.app);
    const response = await put(account, "/api/profile", form);
    expect(response.status).toBe(200);
    const { profile } = await page(account);
    const { notifications: _, user_id: __, email: ___, created_at: ____, updated_at: _____, ...saved } = profile;
    expect(saved).toEqual({ ...form, avatar_url: null });
  });

  it("PROF-19 saving creates the profile row when none exists", async () => {
    const account = await makeUser(server.app);
    await server.database.db.delete(profiles).where(eq(profiles.userId, account.id));
    expect((await put(account, "/api/profile", form)).status).toBe(200);
    expect((await page(account)).profile.job_title).toBe("مدیر خلاق");
  });

  it("PROF-18 full name and industry may be left empty", async () => {
    const account = await makeUser(server.app);
    const response = await put(account, "/api/profile", { ...form, full_name: "", industry: "" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Profile).industry).toBeNull();
  });

  it.each([
    ["an industry off the list", { industry: "mining" }],
    ["a business type off the list", { business_type: "empire" }],
    ["a company size off the list", { company_size: "huge" }],
    ["an experience level off the list", { experience_level: "god" }],
    ["a language off the list", { preferred_language: "de" }],
    ["an interest off the list", { interests: ["knitting"] }],
    ["a phone that is not Iranian mobile", { phone: "12345" }],
    ["a website that is not a URL", { website: "not a site" }],
    ["a bio over 500 characters", { bio: "x".repeat(501) }],
    ["a list where text is expected", { full_name: ["a"] }],
  ])("PROF-17 %s is refused and changes nothing", async (_, change) => {
    const account = await makeUser(server.app);
    await put(account, "/api/profile", form);
    const response = await put(account, "/api/profile", { ...form, ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
    expect((await page(account)).profile.bio).toBe(form.bio);
  });

  it("accepts the +98 form of an Iranian mobile number", async () => {
    const account = await makeUser(server.app);
    expect((await put(account, "/api/profile", { ...form, phone: "+989121234567" })).status).toBe(200);
  });

  it.each([
    ["Persian", "۰۹۱۲۳۴۵۶۷۸۹"],
    ["Arabic", "٠٩١٢٣٤٥٦٧٨٩"],
    ["grouped Persian", "۰۹۱۲ ۳۴۵-۶۷۸۹"],
  ])("a phone typed in %s digits is saved with Latin ones", async (_, phone) => {
    const account = await makeUser(server.app);
    const response = await put(account, "/api/profile", { ...form, phone });
    expect(response.status).toBe(200);
    expect((await page(account)).profile.phone).toBe("09123456789");
  });

  it("PROF-45 notification preferences are saved and read back", async () => {
    const account = await makeUser(server.app);
    const preferences = {
      emailNotifications: false,
      smsNotifications: true,
      marketingEmails: false,
      productUpdates: true,
    };
    expect((await put(account, "/api/profile/notifications", preferences)).status).toBe(200);
    expect((await page(account)).profile.notifications).toEqual(preferences);
    expect((await put(account, "/api/profile/notifications", { emailNotifications: "yes" })).status).toBe(400);
  });

  it("PROF-46 the activity figures are the user's real counts", async () => {
    const account = await makeUser(server.app);
    const conversationId = crypto.randomUUID();
    await server.database.db.insert(chatConversations).values({ id: conversationId, userId: account.id, title: "t" });
    await server.database.db.insert(chatMessages).values([
      { id: crypto.randomUUID(), conversationId, role: "user", content: "a" },
      { id: crypto.randomUUID(), conversationId, role: "assistant", content: "b" },
      { id: crypto.randomUUID(), conversationId, role: "user", content: "c" },
    ]);
    const { activity } = await page(account);
    expect(activity).toMatchObject({ conversations: 1, messages: 2, content_days: 0 });
    expect(activity.last_sign_in).not.toBeNull();
  });

  it("PROF-47 the billing figures are the user's payments", async () => {
    const account = await makeUser(server.app);
    expect((await page(account)).payments).toEqual([]);
    await server.app.request(
      "/api/payments/checkout",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ plan: "eco" }),
      }),
    );
    const { payments, subscription } = await page(account);
    expect(payments.map((payment) => payment.amount)).toEqual([4_500_000]);
    expect(subscription.subscription_tier).toBe("basic");
  });

  it("PROF-48 an admin sees another user's profile, read-only", async () => {
    const admin = await makeUser(server.app);
    await server.database.db.insert(userRoles).values({ userId: admin.id, role: "admin" });
    const member = await makeUser(server.app, { name: "Member" });
    const viewed = await page(admin, `?user=${member.id}`);
    expect(viewed.own).toBe(false);
    expect(viewed.profile.full_name).toBe("Member");
  });

  it("PROF-49 anyone else asking for another user's profile gets their own, and can change only their own", async () => {
    const member = await makeUser(server.app, { name: "Member" });
    const other = await makeUser(server.app, { name: "Other" });
    const viewed = await page(other, `?user=${member.id}`);
    expect(viewed).toMatchObject({ own: true, profile: { user_id: other.id, full_name: "Other" } });
    await put(other, "/api/profile", { ...form, full_name: "Hacked" });
    expect((await page(member)).profile.full_name).toBe("Member");
  });
});
