import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createScriptedEngine } from "../test/scripted-engine";
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
});
