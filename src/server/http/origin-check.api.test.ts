import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatConversations, chatMessages, payments, profiles } from "../db/schema";
import { makeUser } from "../test/make-user";
import { createTestServer, type TestServer, testOrigin } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;

const evilOrigin = "http://evil.example";
const pngBase64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** A request the victim's browser sends with their cookie, from a page on another site. */
function fromOtherSite(
  account: Account,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: BodyInit },
  site: Record<string, string> = { origin: evilOrigin },
) {
  return server.app.request(path, { ...init, headers: { ...init.headers, ...site, cookie: account.cookie } });
}

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ code: "cross_site_request" });
}

const bioOf = async (account: Account) =>
  (await server.database.db.select().from(profiles).where(eq(profiles.userId, account.id)))[0]?.bio ?? null;

const profileForm = {
  full_name: "Mallory",
  bio: "written by another site",
  about: "",
  phone: "",
  location: "",
  job_title: "",
  website: "",
  industry: "fashion",
  business_type: "freelancer",
  company_size: "solo",
  experience_level: "advanced",
  interests: [],
  goals: "",
  preferred_language: "en",
};

describe("state-changing requests from another site", () => {
  it("a profile save (JSON) from another site is refused and the profile keeps its values", async () => {
    const account = await makeUser(server.app);
    const before = await bioOf(account);
    await expectRefused(await fromOtherSite(account, "/api/profile", { method: "PUT", ...json(profileForm) }));
    expect(await bioOf(account)).toBe(before);
  });

  it.each([
    ["application/x-www-form-urlencoded", "bio=written+by+another+site"],
    ["text/plain", JSON.stringify(profileForm)],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="bio"\r\n\r\nhacked\r\n--x--\r\n'],
  ])("a profile save sent as a plain HTML form (%s) is refused the same way", async (type, body) => {
    const account = await makeUser(server.app);
    const before = await bioOf(account);
    const response = await fromOtherSite(account, "/api/profile", {
      method: "PUT",
      headers: { "content-type": type },
      body,
    });
    await expectRefused(response);
    expect(await bioOf(account)).toBe(before);
  });

  it("a chat message from another site is refused and no conversation is made", async () => {
    const account = await makeUser(server.app);
    await expectRefused(
      await fromOtherSite(account, "/api/chat/messages", { method: "POST", ...json({ content: "hello" }) }),
    );
    const conversations = await server.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.userId, account.id));
    expect(conversations).toEqual([]);
  });

  it("deleting a conversation from another site is refused and the conversation is still there", async () => {
    const account = await makeUser(server.app);
    const id = crypto.randomUUID();
    await server.database.db.insert(chatConversations).values({ id, userId: account.id, title: "mine" });
    await expectRefused(await fromOtherSite(account, `/api/chat/conversations/${id}`, { method: "DELETE" }));
    const left = await server.database.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    expect(left).toHaveLength(1);
    expect(await server.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id))).toEqual([]);
  });

  it("a checkout from another site is refused and no payment is made", async () => {
    const account = await makeUser(server.app);
    await expectRefused(
      await fromOtherSite(account, "/api/payments/checkout", { method: "POST", ...json({ plan: "pro" }) }),
    );
    expect(await server.database.db.select().from(payments).where(eq(payments.userId, account.id))).toEqual([]);
  });

  it("an avatar upload (multipart) from another site is refused and the profile has no avatar", async () => {
    const account = await makeUser(server.app);
    const form = new FormData();
    form.append("file", new File([Buffer.from(pngBase64, "base64")], "me.png", { type: "image/png" }));
    await expectRefused(await fromOtherSite(account, "/api/profile/avatar", { method: "POST", body: form }));
    const [profile] = await server.database.db.select().from(profiles).where(eq(profiles.userId, account.id));
    expect(profile?.avatarUrl).toBeNull();
  });

  it("a sign-out forced from another site (a Better Auth route) is refused and the session still works", async () => {
    const account = await makeUser(server.app);
    await expectRefused(await fromOtherSite(account, "/api/auth/sign-out", { method: "POST", ...json({}) }));
    const session = await server.app.request("/api/auth/get-session", { headers: { cookie: account.cookie } });
    expect(await session.json()).toMatchObject({ user: { id: account.id } });
  });

  it("an opaque origin (a sandboxed frame's `null`) is refused", async () => {
    const account = await makeUser(server.app);
    const before = await bioOf(account);
    const response = await fromOtherSite(
      account,
      "/api/profile",
      { method: "PUT", ...json(profileForm) },
      {
        origin: "null",
      },
    );
    await expectRefused(response);
    expect(await bioOf(account)).toBe(before);
  });

  it("without an Origin, a browser's Sec-Fetch-Site: cross-site is refused", async () => {
    const account = await makeUser(server.app);
    const before = await bioOf(account);
    const response = await fromOtherSite(
      account,
      "/api/profile",
      { method: "PUT", ...json(profileForm) },
      {
        "sec-fetch-site": "cross-site",
      },
    );
    await expectRefused(response);
    expect(await bioOf(account)).toBe(before);
  });
});

describe("state-changing requests the app accepts", () => {
  it("the app's own page saves the profile", async () => {
    const account = await makeUser(server.app);
    const response = await fromOtherSite(
      account,
      "/api/profile",
      { method: "PUT", ...json(profileForm) },
      {
        origin: testOrigin,
        "sec-fetch-site": "same-origin",
      },
    );
    expect(response.status).toBe(200);
    expect(await bioOf(account)).toBe("written by another site");
  });

  it("a client that is not a browser (no Origin, no Sec-Fetch-Site: curl, another server) is not refused", async () => {
    const account = await makeUser(server.app);
    const response = await fromOtherSite(account, "/api/profile", { method: "PUT", ...json(profileForm) }, {});
    expect(response.status).toBe(200);
  });

  it("reading is never refused for its origin (a GET changes nothing)", async () => {
    const account = await makeUser(server.app);
    const response = await fromOtherSite(account, "/api/profile", { method: "GET" });
    expect(response.status).toBe(200);
  });
});
