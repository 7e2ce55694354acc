import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DailyContentDay } from "../../shared/daily-content";
import { aiUsage } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createScriptedEngine } from "../test/scripted-engine";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

const scripted = createScriptedEngine();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "1000" }, scripted.engine);
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;

const post = (account: Account, path: string, body?: unknown) =>
  server.app.request(
    path,
    asUser(account.cookie, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function quotaOf(account: Account) {
  const response = await server.app.request("/api/ai/quota", asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as { limit: number | null; used: number; remaining: number | null; period: string };
}

async function todaysContentId(account: Account): Promise<string> {
  const response = await post(account, "/api/daily-content/generate");
  const day = (await response.json()) as DailyContentDay;
  if (!day.content) throw new Error(`no content after generate: ${response.status}`);
  return day.content.id;
}

/** Reading the whole answer (the chat's streams) lets each step finish before the next one counts. */
async function answered(request: Response | Promise<Response>) {
  const response = await request;
  return { status: response.status, body: await response.text() };
}

/** The three places that spend an AI message: the chat, "your intelligence" and the content assistant. */
function spenders(account: Account, contentId: string) {
  return {
    chat: () => answered(post(account, "/api/chat/messages", { content: "a caption for my shop" })),
    aiYour: () => answered(post(account, "/api/ai-your", { message: "a bio for my page" })),
    improve: () =>
      answered(post(account, `/api/daily-content/items/${contentId}/improve`, { improvement_request: "shorter" })),
  };
}

describe("one AI allowance shared by the chat, your intelligence and the content assistant", () => {
  it("CHAT-25 CHAT-28 YOUR-10 a free user's 3 a day: one in each place, read 3→2→1→0, then every place refuses", async () => {
    const account = await makeUser(server.app);
    const spend = spenders(account, await todaysContentId(account));

    expect(await quotaOf(account)).toEqual({ limit: 3, used: 0, remaining: 3, period: "day", engine: "offline" });
    expect((await spend.chat()).status).toBe(200);
    expect((await quotaOf(account)).remaining).toBe(2);
    expect((await spend.aiYour()).status).toBe(200);
    expect((await quotaOf(account)).remaining).toBe(1);
    expect((await spend.improve()).status).toBe(200);
    expect(await quotaOf(account)).toMatchObject({ used: 3, remaining: 0 });

    for (const refused of [spend.chat, spend.aiYour, spend.improve]) {
      const { status, body } = await refused();
      expect(status).toBe(402);
      expect(JSON.parse(body)).toMatchObject({ code: "quota_exceeded" });
    }
    expect(await quotaOf(account)).toMatchObject({ used: 3, remaining: 0 });
  });

  it("CHAT-26 an Eco subscriber's month is the same one allowance: the last messages go in any of the three", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "basic");
    const spend = spenders(account, await todaysContentId(account));
    await server.database.db
      .insert(aiUsage)
      .values(
        Array.from({ length: 97 }, () => ({ id: crypto.randomUUID(), userId: account.id, feature: "chat" as const })),
      );

    expect(await quotaOf(account)).toMatchObject({ limit: 100, remaining: 3, period: "month" });
    expect((await spend.improve()).status).toBe(200);
    expect((await spend.aiYour()).status).toBe(200);
    expect((await quotaOf(account)).remaining).toBe(1);
    expect((await spend.chat()).status).toBe(200);
    expect((await quotaOf(account)).remaining).toBe(0);
    expect((await spend.improve()).status).toBe(402);
  });
});
