import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerBot } from "../../shared/bots";
import { botUpdates, sellerBots } from "../db/schema";
import { startBotApiStandIn } from "../integrations/telegram/test/bot-api-stand-in";
import { createSecretBox } from "../secrets/secret-box";
import { loggerKeepingLines } from "../test/logged-lines";
import { asUser, makeUser, type TestAccount } from "../test/make-user";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

// The app on a public https address, as in production: connecting sets the webhook there.
const appUrl = "https://shop.example";
let standIn: Awaited<ReturnType<typeof startBotApiStandIn>>;
let server: TestServer;
const logLines: string[] = [];
let nextBot = 0;

beforeAll(async () => {
  standIn = await startBotApiStandIn();
  const logger = loggerKeepingLines("debug", logLines);
  server = await createTestServer(
    {
      APP_URL: appUrl,
      TELEGRAM_API_ROOT: standIn.baseUrl,
      BALE_API_ROOT: standIn.baseUrl,
      BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "1000",
    },
    undefined,
    logger,
  );
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

const seller = () => makeUser(server.app, { origin: appUrl });
const onApp = (account: TestAccount, init: RequestInit = {}) =>
  asUser(account.cookie, { ...init, headers: { ...(init.headers as Record<string, string>), origin: appUrl } });

function connect(account: TestAccount, body: unknown, target = server) {
  return target.app.request(
    "/api/bots",
    onApp(account, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
}

async function botsOf(account: TestAccount, target = server) {
  const response = await target.app.request("/api/bots", onApp(account));
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: SellerBot[] }).items;
}

/** A bot registered at the stand-in, as BotFather would make it. */
function newBot() {
  nextBot += 1;
  return standIn.addBot({ username: `Shop${nextBot}_bot`, firstName: `Shop ${nextBot}` });
}

const rowsOf = (userId: string) => server.database.db.select().from(sellerBots).where(eq(sellerBots.userId, userId));

describe("connecting a Telegram or Bale bot", () => {
  it("BOT-01 CONN-09 CONN-12 CONN-16 a good token connects: the webhook is set with a secret, the token is sealed and only masked in the answer", async () => {
    const account = await seller();
    const bot = newBot();
    const response = await connect(account, { bot_username: bot.username, bot_token: bot.token });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain(bot.token.split(":")[1]);
    const connected = JSON.parse(text) as SellerBot;
    expect(connected).toMatchObject({
      platform: "telegram",
      bot_username: bot.username,
      status: "active",
      webhook_set: true,
      receives_by: "webhook",
      receive_problem: null,
      link: `https://t.me/${bot.username}`,
    });
    expect(connected.masked_token).toMatch(new RegExp(`^${bot.id}:••••.{4}$`));

    const webhook = standIn.webhookOf(bot.token);
    expect(webhook?.url).toBe(`${appUrl}/api/bots/${connected.id}/webhook`);
    expect(webhook?.secretToken).toMatch(/^[A-Za-z0-9_-]{32,256}$/);
    expect(webhook?.allowedUpdates).toEqual(["message", "callback_query"]);

    const [row] = await rowsOf(account.id);
    expect(row.sealedToken).not.toContain(bot.token.split(":")[1]);
    expect(createSecretBox(server.config.appSecret ?? "").open("bot-token", row.sealedToken)).toBe(bot.token);
    expect(row.webhookSecretHash).toBe(
      createHash("sha256")
        .update(webhook?.secretToken ?? "")
        .digest("hex"),
    );
    const listed = JSON.stringify(await botsOf(account));
    expect(listed).not.toContain(bot.token.split(":")[1]);
    expect(logLines.join("")).not.toContain(bot.token.split(":")[1]);
  });

  it("CONN-05 a leading @ is dropped and the username's case does not matter", async () => {
    const account = await seller();
    const bot = newBot();
    const response = await connect(account, { bot_username: `@${bot.username.toLowerCase()}`, bot_token: bot.token });
    expect(response.status).toBe(201);
    expect(((await response.json()) as SellerBot).bot_username).toBe(bot.username);
  });

  it("a Bale bot is checked at Bale's root and links to ble.ir", async () => {
    const account = await seller();
    const bot = newBot();
    const before = standIn.requests.length;
    const response = await connect(account, { platform: "bale", bot_username: bot.username, bot_token: bot.token });
    expect(response.status).toBe(201);
    expect(((await response.json()) as SellerBot).link).toBe(`https://ble.ir/${bot.username}`);
    expect(standIn.requests.length).toBeGreaterThan(before);
  });

  it("CONN-12 the list shows the newest connected bot first", async () => {
    const account = await subscribeTo("premium");
    const first = newBot();
    const second = newBot();
    await connect(account, { bot_username: first.username, bot_token: first.token });
    await connect(account, { bot_username: second.username, bot_token: second.token });
    expect((await botsOf(account)).map((bot) => bot.bot_username)).toEqual([second.username, first.username]);
  });

  it("CONN-07 the server applies 001 §5's token and username rules and stores nothing", async () => {
    const account = await seller();
    const bot = newBot();
    const calls = standIn.requests.length;
    const cases: [unknown, string][] = [
      [{ bot_username: bot.username, bot_token: "" }, "tokenRequired"],
      [{ bot_username: bot.username, bot_token: "   " }, "tokenRequired"],
      [{ bot_username: bot.username, bot_token: "12345:short" }, "tokenFormat"],
      [{ bot_username: bot.username, bot_token: `abc:${"a".repeat(35)}` }, "tokenFormat"],
      [{ bot_username: bot.username, bot_token: `${bot.token}x` }, "tokenFormat"],
      [{ bot_username: "", bot_token: bot.token }, "fillAllFields"],
      [{ bot_username: "ab", bot_token: bot.token }, "usernameFormat"],
      [{ bot_username: "shop bot", bot_token: bot.token }, "usernameFormat"],
      [{ bot_username: "فروشگاه_bot", bot_token: bot.token }, "usernameFormat"],
      [{ bot_username: "a".repeat(33), bot_token: bot.token }, "usernameFormat"],
    ];
    for (const [body, message] of cases) {
      const response = await connect(account, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { code: string; issues: { message: string }[] };
      expect(answer.code).toBe("validation_failed");
      expect(answer.issues[0]?.message, JSON.stringify(body)).toBe(message);
    }
    expect(standIn.requests.length).toBe(calls);
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it("CONN-10 a well-formed token the platform does not know is refused as such, not as an unknown error", async () => {
    const account = await seller();
    const bot = newBot();
    standIn.revokeToken(bot.token);
    const response = await connect(account, { bot_username: bot.username, bot_token: bot.token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bot_token_invalid" });
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it("CONN-10 a token of another bot than the username named is refused and no webhook is set", async () => {
    const account = await seller();
    const bot = newBot();
    const response = await connect(account, { bot_username: "someone_elses_bot", bot_token: bot.token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bot_username_mismatch" });
    expect(standIn.webhookOf(bot.token)).toBeUndefined();
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it("CONN-10 a platform that does not answer gets its own message and stores nothing", async () => {
    const account = await seller();
    const bot = newBot();
    standIn.failNext("http-502");
    const response = await connect(account, { bot_username: bot.username, bot_token: bot.token });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: "bot_platform_unreachable" });
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it("ISSUE35-TOKEN the token alone tells the bot's username and name, changes nothing, and is refused like a connect", async () => {
    const account = await seller();
    const bot = newBot();
    const identify = (body: unknown) =>
      server.app.request(
        "/api/bots/identity",
        onApp(account, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      );
    const known = await identify({ platform: "telegram", bot_token: ` ${bot.token} ` });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ username: bot.username, name: bot.firstName });
    expect(standIn.webhookOf(bot.token)).toBeUndefined();
    expect(await rowsOf(account.id)).toEqual([]);

    const malformed = await identify({ platform: "telegram", bot_token: "12345:short" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { issues: { message: string }[] }).issues[0]?.message).toBe("tokenFormat");
    standIn.revokeToken(bot.token);
    const revoked = await identify({ platform: "telegram", bot_token: bot.token });
    expect(revoked.status).toBe(400);
    expect(await revoked.json()).toMatchObject({ code: "bot_token_invalid" });
    expect((await server.app.request("/api/bots/identity", { method: "POST" })).status).toBe(401);
  });

  it("a bot connected to another seller's account is refused; the same seller connecting it again renews it in place", async () => {
    const owner = await seller();
    const other = await seller();
    const bot = newBot();
    const first = (await (
      await connect(owner, { bot_username: bot.username, bot_token: bot.token })
    ).json()) as SellerBot;
    const stolen = await connect(other, { bot_username: bot.username, bot_token: bot.token });
    expect(stolen.status).toBe(409);
    expect(await stolen.json()).toMatchObject({ code: "bot_already_connected" });
    expect(standIn.webhookOf(bot.token)?.url).toContain(first.id);

    // A new token from BotFather for the same bot: the old one stops working, the bot stays one row.
    const renewed = standIn.renewToken(bot.token);
    const again = await connect(owner, { bot_username: bot.username, bot_token: renewed.token });
    expect(again.status).toBe(201);
    expect(((await again.json()) as SellerBot).id).toBe(first.id);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it("a webhook address the platform refuses fails the connect and stores nothing", async () => {
    // Telegram posts to ports 443, 80, 88 and 8443 only.
    const odd = await createTestServer({
      APP_URL: "https://shop.example:3000",
      TELEGRAM_API_ROOT: standIn.baseUrl,
    });
    try {
      const account = await makeUser(odd.app, { origin: "https://shop.example:3000" });
      const bot = newBot();
      const response = await odd.app.request(
        "/api/bots",
        asUser(account.cookie, {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://shop.example:3000" },
          body: JSON.stringify({ bot_username: bot.username, bot_token: bot.token }),
        }),
      );
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ code: "bot_webhook_refused" });
      expect(await odd.database.db.select().from(sellerBots)).toEqual([]);
    } finally {
      await odd.close();
    }
  });
});

async function subscribeTo(tier: "basic" | "premium" | "enterprise") {
  const account = await seller();
  await subscribe(server.database.db, account.id, tier);
  return account;
}

describe("plan limits on bots (DESIGN d14)", () => {
  it("a free seller's second bot is refused with a message naming the plan that allows more", async () => {
    const account = await seller();
    const [first, second] = [newBot(), newBot()];
    expect((await connect(account, { bot_username: first.username, bot_token: first.token })).status).toBe(201);
    const response = await connect(account, { bot_username: second.username, bot_token: second.token });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: "plan_limit_reached",
      params: { current: "free", limit: 1, plan: "pro" },
    });
    expect(standIn.webhookOf(second.token)).toBeUndefined();
    expect(await rowsOf(account.id)).toHaveLength(1);
  });

  it("two bots connected at once by a free seller: one is connected, the other refused and its webhook undone", async () => {
    const account = await seller();
    const bots = [newBot(), newBot()];
    const answers = await Promise.all(
      bots.map((bot) => connect(account, { bot_username: bot.username, bot_token: bot.token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(await rowsOf(account.id)).toHaveLength(1);
    const refused = bots[answers.findIndex((answer) => answer.status === 403)];
    expect(standIn.webhookOf(refused?.token ?? "")).toBeUndefined();
  });

  it("Pro connects three bots, and the fourth names Ultra; reconnecting one of the three is not a new bot", async () => {
    const account = await subscribeTo("premium");
    const bots = [newBot(), newBot(), newBot(), newBot()];
    for (const bot of bots.slice(0, 3)) {
      expect((await connect(account, { bot_username: bot.username, bot_token: bot.token })).status).toBe(201);
    }
    const fourth = await connect(account, { bot_username: bots[3].username, bot_token: bots[3].token });
    expect(await fourth.json()).toMatchObject({ params: { current: "pro", limit: 3, plan: "ultra" } });
    expect((await connect(account, { bot_username: bots[0].username, bot_token: bots[0].token })).status).toBe(201);
  });
});

describe("deleting a bot", () => {
  it("CONN-13 delete removes the webhook first, then the bot from the list", async () => {
    const account = await seller();
    const bot = newBot();
    const { id } = (await (
      await connect(account, { bot_username: bot.username, bot_token: bot.token })
    ).json()) as SellerBot;
    const response = await server.app.request(`/api/bots/${id}`, onApp(account, { method: "DELETE" }));
    expect(response.status).toBe(204);
    expect(standIn.webhookOf(bot.token)).toBeUndefined();
    expect(standIn.webhookCalls.at(-1)).toMatchObject({ token: bot.token, method: "deleteWebhook" });
    expect(await botsOf(account)).toEqual([]);
  });

  it("CONN-15 another seller's bot answers 404 and stays connected", async () => {
    const owner = await seller();
    const stranger = await seller();
    const bot = newBot();
    const { id } = (await (
      await connect(owner, { bot_username: bot.username, bot_token: bot.token })
    ).json()) as SellerBot;
    const response = await server.app.request(`/api/bots/${id}`, onApp(stranger, { method: "DELETE" }));
    expect(response.status).toBe(404);
    expect(await botsOf(owner)).toHaveLength(1);
    expect(standIn.webhookOf(bot.token)).toBeDefined();
  });

  it("CONN-14 a platform that does not answer keeps the bot, so the seller can try again", async () => {
    const account = await seller();
    const bot = newBot();
    const { id } = (await (
      await connect(account, { bot_username: bot.username, bot_token: bot.token })
    ).json()) as SellerBot;
    standIn.failNext("http-502");
    const response = await server.app.request(`/api/bots/${id}`, onApp(account, { method: "DELETE" }));
    expect(response.status).toBe(502);
    expect(await botsOf(account)).toHaveLength(1);
  });

  it("deleting the account removes its bots' webhooks, then the bots", async () => {
    const account = await seller();
    const bot = newBot();
    expect((await connect(account, { bot_username: bot.username, bot_token: bot.token })).status).toBe(201);
    const response = await server.app.request(
      "/api/auth/delete-user",
      onApp(account, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: account.password }),
      }),
    );
    expect(response.status).toBe(200);
    expect(standIn.webhookOf(bot.token)).toBeUndefined();
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it("a bot whose token was revoked at BotFather can still be deleted", async () => {
    const account = await seller();
    const bot = newBot();
    const { id } = (await (
      await connect(account, { bot_username: bot.username, bot_token: bot.token })
    ).json()) as SellerBot;
    standIn.revokeToken(bot.token);
    expect((await server.app.request(`/api/bots/${id}`, onApp(account, { method: "DELETE" }))).status).toBe(204);
    expect(await botsOf(account)).toEqual([]);
  });
});

describe("a bot's webhook (DESIGN 20)", () => {
  async function connectedBot() {
    const account = await seller();
    const bot = newBot();
    const { id } = (await (
      await connect(account, { bot_username: bot.username, bot_token: bot.token })
    ).json()) as SellerBot;
    return { account, bot, id, secret: standIn.webhookOf(bot.token)?.secretToken ?? "" };
  }

  // As Telegram posts it: no session, no Origin, the secret in its header.
  const post = (botId: string, update: unknown, secret?: string) =>
    server.app.request(`/api/bots/${botId}/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(secret === undefined ? {} : { "x-telegram-bot-api-secret-token": secret }),
      },
      body: JSON.stringify(update),
    });
  const postRaw = (botId: string, body: string, secret: string) =>
    server.app.request(`/api/bots/${botId}/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": secret },
      body,
    });
  const update = (updateId: number) => ({
    update_id: updateId,
    message: { message_id: 1, date: 1_700_000_000, chat: { id: 42, type: "private" }, text: "/start" },
  });
  const storedFor = (botId: string) => server.database.db.select().from(botUpdates).where(eq(botUpdates.botId, botId));

  it("BOT-17 an update with the webhook's secret is stored once, however often it is delivered, and the bot is marked active", async () => {
    const { account, id, secret } = await connectedBot();
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const response = await post(id, update(1001), secret);
      expect(response.status).toBe(200);
    }
    expect((await post(id, update(1002), secret)).status).toBe(200);
    const stored = await storedFor(id);
    expect(stored.map((row) => row.updateId).sort()).toEqual([1001, 1002]);
    expect(stored[0]?.payload).toMatchObject({ message: { text: "/start" } });
    // Marked active once the bot has handled a buyer's message.
    await expect.poll(async () => (await botsOf(account))[0]?.last_active_at).not.toBeNull();
  });

  it("BOT-02 a missing or wrong secret, another bot's secret, or an unknown bot is refused and nothing is stored", async () => {
    const first = await connectedBot();
    const second = await connectedBot();
    for (const [botId, secret] of [
      [first.id, undefined],
      [first.id, "wrong"],
      [first.id, second.secret],
      [crypto.randomUUID(), first.secret],
    ] as const) {
      const response = await post(botId, update(7), secret);
      expect(response.status).toBe(401);
    }
    expect(await storedFor(first.id)).toEqual([]);
  });

  it("BOT-02 a bot connected again takes only its new secret, and a bot deleted on another instance is refused, not an error", async () => {
    const { account, bot, id, secret } = await connectedBot();
    expect((await post(id, update(11), secret)).status).toBe(200);
    const again = await connect(account, { bot_username: bot.username, bot_token: bot.token });
    expect(again.status).toBe(201);
    const renewed = standIn.webhookOf(bot.token)?.secretToken ?? "";
    expect(renewed).not.toBe(secret);
    expect((await post(id, update(12), secret)).status).toBe(401);
    expect((await post(id, update(13), renewed)).status).toBe(200);
    // Another instance deletes the bot while this one still knows its secret.
    await server.database.db.delete(sellerBots).where(eq(sellerBots.id, id));
    expect((await post(id, update(14), renewed)).status).toBe(401);
  });

  it("a body that is not an update is refused with 400", async () => {
    const { id, secret } = await connectedBot();
    expect((await post(id, { message: {} }, secret)).status).toBe(400);
    expect((await post(id, { update_id: -1 }, secret)).status).toBe(400);
    for (const body of ["[]", '"update"', "{not json"]) expect((await postRaw(id, body, secret)).status).toBe(400);
    expect(await storedFor(id)).toEqual([]);
  });

  it("an update with a NUL, a lone surrogate or JSON nested 20,000 deep is taken, and the updates after it are still handled", async () => {
    const { id, secret } = await connectedBot();
    const withText = (updateId: number, text: string) =>
      JSON.stringify({ ...update(updateId), message: { ...update(updateId).message, text } });
    const deep = `{"update_id":33,"message":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    const statuses = [];
    for (const body of [withText(31, "/start\u0000 now"), withText(32, "hi \ud800 there"), deep]) {
      statuses.push((await postRaw(id, body, secret)).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect((await post(id, update(34), secret)).status).toBe(200);
    const stored = await storedFor(id);
    expect(stored.map((row) => row.updateId).sort()).toEqual([31, 32, 33, 34]);
    // What the database cannot keep is replaced, not lost with the whole message.
    const payloadOf = (updateId: number) => stored.find((row) => row.updateId === updateId)?.payload;
    expect(payloadOf(31)).toMatchObject({ message: { text: "/start\ufffd now" } });
    expect(payloadOf(32)).toMatchObject({ message: { text: "hi \ufffd there" } });
    expect(payloadOf(33)).toEqual({ update_id: 33 });
    await expect
      .poll(async () => (await storedFor(id)).filter((row) => row.handledAt !== null).length, { timeout: 20_000 })
      .toBe(4);
  });
});

describe("an app without a public https address, and the connect rate limit", () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await createTestServer({ TELEGRAM_API_ROOT: standIn.baseUrl, BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(() => local.close());

  const connectLocally = (account: TestAccount, body: unknown) =>
    local.app.request(
      "/api/bots",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it("DESIGN 40 connects the bot without a webhook and says it takes its messages by polling", async () => {
    const account = await makeUser(local.app);
    const bot = newBot();
    const response = await connectLocally(account, { bot_username: bot.username, bot_token: bot.token });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ webhook_set: false, receives_by: "polling", receive_problem: null });
    expect(standIn.webhookOf(bot.token)).toBeUndefined();
  });

  it("CONN-17 connect attempts are limited per user, failed ones included", async () => {
    const account = await makeUser(local.app);
    const neighbour = await makeUser(local.app);
    const bot = newBot();
    const wrong = { bot_username: "not_this_bot", bot_token: bot.token };
    expect((await connectLocally(account, wrong)).status).toBe(400);
    expect((await connectLocally(account, wrong)).status).toBe(400);
    const limited = await connectLocally(account, { bot_username: bot.username, bot_token: bot.token });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "rate_limited" });
    // Another seller behind the same carrier address is not affected (DESIGN d10).
    expect((await connectLocally(neighbour, { bot_username: bot.username, bot_token: bot.token })).status).toBe(201);
  });

  it("CONN-08 connecting without a session is refused with 401", async () => {
    const response = await local.app.request("/api/bots", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ bot_username: "shop_bot", bot_token: `1:${"a".repeat(35)}` }),
    });
    expect(response.status).toBe(401);
  });
});
