import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SocialProfileList } from "../../shared/social";
import { oauthStates, socialProfiles } from "../db/schema";
import { type StandInAccount, startInstagramStandIn } from "../integrations/instagram/test/instagram-stand-in";
import { createSecretBox } from "../secrets/secret-box";
import { loggerKeepingLines } from "../test/logged-lines";
import { asUser, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

const appId = "1234567890123456";
const appSecret = "instagram-app-secret-never-shown";
let standIn: Awaited<ReturnType<typeof startInstagramStandIn>>;
let server: TestServer;
let unconfigured: TestServer;
const logLines: string[] = [];
/** Every answer body the app gave, to look for tokens in. */
const answers: string[] = [];

beforeAll(async () => {
  standIn = await startInstagramStandIn({ appId, appSecret });
  const logger = loggerKeepingLines("debug", logLines);
  server = await createTestServer(
    {
      INSTAGRAM_APP_ID: appId,
      INSTAGRAM_APP_SECRET: appSecret,
      INSTAGRAM_API_ROOT: standIn.baseUrl,
      INSTAGRAM_GRAPH_ROOT: standIn.baseUrl,
      BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "20",
    },
    undefined,
    logger,
  );
  unconfigured = await createTestServer();
});
afterAll(async () => {
  await server.close();
  await unconfigured.close();
  await standIn.close();
});

async function answerOf(response: Response) {
  const text = await response.text();
  answers.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const seller = () => makeUser(server.app);
const request = async (account: TestAccount, path: string, init: RequestInit = {}, target = server) =>
  answerOf(await target.app.request(path, asUser(account.cookie, init)));
const authorize = (account: TestAccount, target = server) =>
  request(account, "/api/social/instagram/authorize", { method: "POST" }, target);
const callback = async (account: TestAccount, body: unknown, target = server) =>
  answerOf(await sendJsonAs(target.app, account, "/api/social/oauth/callback", body));
const profilesOf = async (account: TestAccount, target = server) =>
  (await request(account, "/api/social/profiles", {}, target)).body as SocialProfileList;

/** What the popup does: opens the authorize address, follows Instagram's redirect back, reads code and state. */
async function throughInstagram(account: TestAccount, as: StandInAccount) {
  const started = await authorize(account);
  expect(started.status).toBe(200);
  standIn.logInAs(as);
  const redirect = await fetch(started.body.url, { redirect: "manual" });
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get("location") ?? "");
  return { code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "", back };
}

async function connect(account: TestAccount, as: StandInAccount) {
  const { code, state } = await throughInstagram(account, as);
  return callback(account, { platform: "instagram", code, state });
}

let accountNumber = 0;
const instagramAccount = (followersCount = 1200) =>
  standIn.addAccount({ username: `shop.page_${++accountNumber}`, followersCount });

describe("without Instagram keys", () => {
  it("SOC-01 the list says Instagram is not available, and authorize answers instagram_not_configured", async () => {
    const account = await makeUser(unconfigured.app);
    expect(await profilesOf(account, unconfigured)).toEqual({ instagram_available: false, items: [] });
    const started = await authorize(account, unconfigured);
    expect(started.status).toBe(409);
    expect(started.body.code).toBe("instagram_not_configured");
  });

  it("the callback answers instagram_not_configured too", async () => {
    const account = await makeUser(unconfigured.app);
    const answer = await callback(account, { platform: "instagram", code: "c", state: "s" }, unconfigured);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe("instagram_not_configured");
  });
});

describe("Instagram login against the stand-in", () => {
  it("authorize gives Instagram's address with the app id, the exact callback address, the scope and a fresh state", async () => {
    const account = await seller();
    const first = await authorize(account);
    const second = await authorize(account);
    const url = new URL(first.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: appId,
      redirect_uri: "http://localhost:3000/auth/callback/instagram",
      response_type: "code",
      scope: "instagram_business_basic",
    });
    const state = url.searchParams.get("state") ?? "";
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(new URL(second.body.url).searchParams.get("state")).not.toBe(state);
    const [stored] = await server.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(stored?.userId).toBe(account.id);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(10 * 60_000);
  });

  it("SOC-07 SOC-02 the callback links the account: username, follower count and link, listed; the token is sealed", async () => {
    const account = await seller();
    const instagram = instagramAccount(15_300);
    const answer = await connect(account, instagram);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      profile: {
        platform: "instagram",
        username: instagram.username,
        follower_count: 15_300,
        link: `https://instagram.com/${instagram.username}`,
      },
    });
    const list = await profilesOf(account);
    expect(list.instagram_available).toBe(true);
    expect(list.items).toEqual([answer.body.profile]);

    const [row] = await server.database.db.select().from(socialProfiles).where(eq(socialProfiles.userId, account.id));
    expect(row?.platformUserId).toBe(instagram.userId);
    const opened = createSecretBox(server.config.appSecret ?? "").open("instagram-token", row?.sealedAccessToken ?? "");
    expect(opened.startsWith("IGAA")).toBe(true);
    expect(standIn.issuedTokens()).toContain(opened);
    expect(row?.sealedAccessToken).not.toContain(opened);
    expect(row?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it("the same Instagram account linked again refreshes its row instead of adding one", async () => {
    const account = await seller();
    const instagram = instagramAccount(10);
    const first = await connect(account, instagram);
    instagram.followersCount = 25;
    instagram.username = `${instagram.username}_new`;
    const again = await connect(account, instagram);
    expect(again.status).toBe(200);
    expect(again.body.profile).toMatchObject({ id: first.body.profile.id, follower_count: 25 });
    const list = await profilesOf(account);
    expect(list.items.map((item) => [item.username, item.follower_count])).toEqual([[instagram.username, 25]]);
  });

  it("SOC-02 a Pro seller's profiles are listed newest first, and no other seller's", async () => {
    const account = await seller();
    await subscribe(server.database.db, account.id, "premium");
    const older = instagramAccount();
    const newer = instagramAccount();
    await connect(account, older);
    await connect(account, newer);
    await connect(await seller(), instagramAccount());
    const list = await profilesOf(account);
    expect(list.items.map((item) => item.username)).toEqual([newer.username, older.username]);
  });

  it("a second account on the free plan is refused with the plan that allows more", async () => {
    const account = await seller();
    await connect(account, instagramAccount());
    const answer = await connect(account, instagramAccount());
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: "plan_limit_reached",
      params: { current: "free", limit: 1, plan: "pro" },
    });
    expect((await profilesOf(account)).items).toHaveLength(1);
  });
});

describe("the state the callback brings back", () => {
  it("a state the server never issued is refused", async () => {
    const account = await seller();
    const { code } = await throughInstagram(account, instagramAccount());
    const answer = await callback(account, { platform: "instagram", code, state: "made-up-state" });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("oauth_state_invalid");
    expect((await profilesOf(account)).items).toEqual([]);
  });

  it("a used state is refused the second time, before Instagram is asked again", async () => {
    const account = await seller();
    const { code, state } = await throughInstagram(account, instagramAccount());
    expect((await callback(account, { platform: "instagram", code, state })).status).toBe(200);
    const exchangesBefore = standIn.requests.filter((call) => call.path === "/oauth/access_token").length;
    const replay = await callback(account, { platform: "instagram", code, state });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("oauth_state_invalid");
    expect(standIn.requests.filter((call) => call.path === "/oauth/access_token").length).toBe(exchangesBefore);
  });

  it("an expired state is refused", async () => {
    const account = await seller();
    const { code, state } = await throughInstagram(account, instagramAccount());
    await server.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.state, state));
    const answer = await callback(account, { platform: "instagram", code, state });
    expect(answer.body.code).toBe("oauth_state_invalid");
    // The next popup clears the seller's expired states instead of keeping them for ever.
    await throughInstagram(account, instagramAccount());
    const left = await server.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(left).toEqual([]);
  });

  it("another seller's state is refused, and stays usable by the seller it was issued to", async () => {
    const owner = await seller();
    const { code, state } = await throughInstagram(owner, instagramAccount());
    const answer = await callback(await seller(), { platform: "instagram", code, state });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("oauth_state_invalid");
    expect((await callback(owner, { platform: "instagram", code, state })).status).toBe(200);
  });

  it("a code Instagram refuses answers oauth_failed (502) and links nothing; the state is spent", async () => {
    const account = await seller();
    const { code, state } = await throughInstagram(account, instagramAccount());
    standIn.refuseNextCode();
    const answer = await callback(account, { platform: "instagram", code, state });
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe("oauth_failed");
    expect((await profilesOf(account)).items).toEqual([]);
    expect((await callback(account, { platform: "instagram", code, state })).body.code).toBe("oauth_state_invalid");
  });

  it("Instagram not answering is oauth_failed too", async () => {
    const account = await seller();
    const { code, state } = await throughInstagram(account, instagramAccount());
    standIn.failNext("http-502");
    const answer = await callback(account, { platform: "instagram", code, state });
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe("oauth_failed");
  });

  it("a platform whose popup the app never opens has no valid state; an unknown platform is invalid input", async () => {
    const account = await seller();
    const { code, state } = await throughInstagram(account, instagramAccount());
    const youtube = await callback(account, { platform: "youtube", code, state });
    expect(youtube.status).toBe(400);
    expect(youtube.body.code).toBe("oauth_state_invalid");
    const unknown = await callback(account, { platform: "myspace", code, state });
    expect(unknown.body.code).toBe("validation_failed");
    expect((await callback(account, { platform: "instagram", code, state })).status).toBe(200);
  });

  it("authorize and callback together are limited per user", async () => {
    const account = await seller();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await authorize(account)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await authorize(await seller())).status).toBe(200);
  });
});

describe("deleting a linked profile", () => {
  it("SOC-03 the owner deletes it; another seller's delete answers 404 and removes nothing", async () => {
    const owner = await seller();
    const { body } = await connect(owner, instagramAccount());
    const id = body.profile.id;
    const other = await seller();
    expect((await request(other, `/api/social/profiles/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await profilesOf(owner)).items).toHaveLength(1);
    const deleted = await server.app.request(`/api/social/profiles/${id}`, asUser(owner.cookie, { method: "DELETE" }));
    expect(deleted.status).toBe(204);
    expect((await profilesOf(owner)).items).toEqual([]);
    expect((await request(owner, `/api/social/profiles/${id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("secrets", () => {
  it("no token, code or app secret appears in any answer or log line", async () => {
    const account = await seller();
    const { code, state } = await throughInstagram(account, instagramAccount());
    await callback(account, { platform: "instagram", code, state });
    const shown = [...answers, ...logLines].join("\n");
    const tokens = standIn.issuedTokens();
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(shown).not.toContain(token);
    expect(shown).not.toContain(appSecret);
    expect(logLines.join("\n")).not.toContain(code);
    expect(logLines.some((line) => line.includes("Instagram refused a connection"))).toBe(true);
  });
});
