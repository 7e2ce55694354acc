import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DailyContentDay } from "../../shared/daily-content";
import { generateToday } from "../daily-content/service";
import { subscribers } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createScriptedEngine } from "../test/scripted-engine";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "2" }, createScriptedEngine().engine);
});
afterAll(() => server.close());

const askAiYour = (cookie: string, ip: string) =>
  server.app.request(
    "/api/ai-your",
    asUser(cookie, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ message: "hi" }),
    }),
  );

describe("AI rate limit", () => {
  it("CHAT-37 AI calls are limited per user, not per address: another user on the same address is not affected", async () => {
    const first = await makeUser(server.app);
    const second = await makeUser(server.app);
    for (const account of [first, second]) {
      await server.database.db
        .update(subscribers)
        .set({ subscribed: true, subscriptionTier: "premium", subscriptionEnd: null })
        .where(eq(subscribers.userId, account.id));
    }
    const sharedIp = "198.51.100.20";
    expect((await askAiYour(first.cookie, sharedIp)).status).toBe(200);
    expect((await askAiYour(first.cookie, "198.51.100.21")).status).toBe(200);
    const limited = await askAiYour(first.cookie, "198.51.100.22");
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe("rate_limited");
    expect((await askAiYour(second.cookie, sharedIp)).status).toBe(200);
  });

  it("CHAT-27 CHAT-37 an Ultra subscriber's fair-use limit is one for the chat, your intelligence and the content assistant", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "enterprise");
    const post = (path: string, body?: unknown) =>
      server.app.request(
        path,
        asUser(account.cookie, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    // Made by the service, so the route's own call to the limit does not count here.
    const { day } = await generateToday({ db: server.database.db }, { userId: account.id, now: new Date() });
    if (!day.content) throw new Error("no content after generate");
    const contentId = day.content.id;

    const chat = await post("/api/chat/messages", { content: "a caption" });
    await chat.text();
    expect(chat.status).toBe(200);
    expect(
      (await post(`/api/daily-content/items/${contentId}/improve`, { improvement_request: "shorter" })).status,
    ).toBe(200);
    const third = await askAiYour(account.cookie, "198.51.100.30");
    expect(third.status).toBe(429);
    expect((await third.json()).code).toBe("rate_limited");
  });

  it("CHAT-37 generating and regenerating daily content take from the same per-user limit", async () => {
    const account = await makeUser(server.app);
    const other = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "enterprise");
    const post = (cookie: string, path: string) => server.app.request(path, asUser(cookie, { method: "POST" }));

    const generated = await post(account.cookie, "/api/daily-content/generate");
    expect(generated.status).toBe(201);
    const day = (await generated.json()) as DailyContentDay;
    const regenerated = await post(account.cookie, `/api/daily-content/items/${day.content?.id}/regenerate`);
    expect(regenerated.status).toBe(200);
    const limited = await post(account.cookie, `/api/daily-content/items/${day.content?.id}/regenerate`);
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe("rate_limited");
    expect((await askAiYour(account.cookie, "198.51.100.40")).status).toBe(429);
    expect((await post(other.cookie, "/api/daily-content/generate")).status).toBe(201);
  });
});
