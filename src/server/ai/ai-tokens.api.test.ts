import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DailyContentDay } from "../../shared/daily-content";
import { aiUsage } from "../db/schema";
import { makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { readEvents } from "../test/server-sent-events";
import { createTestServer, type TestServer } from "../test/test-server";
import { startOpenAiStandIn } from "./test/openai-stand-in";

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let withModel: TestServer;
let withImproveModel: TestServer;
let offline: TestServer;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  const model = (name: string) => ({ AI_BASE_URL: standIn.baseUrl, AI_MODEL: name, AI_RATE_LIMIT_PER_MINUTE: "1000" });
  [withModel, withImproveModel, offline] = await Promise.all([
    createTestServer(model("ok")),
    createTestServer(model("improve")),
    createTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([withModel.close(), withImproveModel.close(), offline.close()]);
  await standIn.close();
});

async function usageOf(server: TestServer, account: TestAccount) {
  const rows = await server.database.db.select().from(aiUsage).where(eq(aiUsage.userId, account.id));
  return rows.map((row) => ({ feature: row.feature, tokens: row.tokens }));
}

async function sendChatMessage(server: TestServer, account: TestAccount) {
  const events = await readEvents(await sendJsonAs(server.app, account, "/api/chat/messages", { content: "hello" }));
  expect(events.at(-1)?.event).toBe("done");
}

// The stand-in reports 20 prompt tokens and one completion token per piece of its reply.
describe("the tokens an AI message spent (issue 15)", () => {
  it("a chat message the model answers keeps the tokens the model reported", async () => {
    const account = await makeUser(withModel.app);
    await sendChatMessage(withModel, account);
    expect(await usageOf(withModel, account)).toEqual([{ feature: "chat", tokens: 24 }]);
  });

  it("an ai-your message the model answers keeps the tokens the model reported", async () => {
    const account = await makeUser(withModel.app);
    const response = await sendJsonAs(withModel.app, account, "/api/ai-your", { message: "hello" });
    expect(response.status).toBe(200);
    expect(await usageOf(withModel, account)).toEqual([{ feature: "ai-your", tokens: 24 }]);
  });

  it("an improvement the model makes keeps the tokens the model reported", async () => {
    const account = await makeUser(withImproveModel.app);
    const generated = await sendJsonAs(withImproveModel.app, account, "/api/daily-content/generate", {});
    const day = (await generated.json()) as DailyContentDay;
    if (!day.content) throw new Error("no content after generate");
    const improved = await sendJsonAs(
      withImproveModel.app,
      account,
      `/api/daily-content/items/${day.content.id}/improve`,
      {
        improvement_request: "more formal",
      },
    );
    expect(improved.status).toBe(200);
    expect(await usageOf(withImproveModel, account)).toEqual([{ feature: "improve", tokens: 23 }]);
  });

  it("a chat message the offline engine answers is counted with no tokens", async () => {
    const account = await makeUser(offline.app);
    await sendChatMessage(offline, account);
    expect(await usageOf(offline, account)).toEqual([{ feature: "chat", tokens: null }]);
  });
});
