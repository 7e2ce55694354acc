import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiCompatibleEngine } from "../ai/openai-compatible-engine";
import { startOpenAiStandIn } from "../ai/test/openai-stand-in";
import { asUser, makeUser } from "../test/make-user";
import { readEvents } from "../test/server-sent-events";
import { createTestServer, type TestServer } from "../test/test-server";

let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let server: TestServer;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  // The stand-in sends half the reply, then cuts the connection.
  const engine = createOpenAiCompatibleEngine({ baseUrl: standIn.baseUrl, model: "cut", apiKey: "k", timeoutMs: 5000 });
  server = await createTestServer({}, engine);
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

describe("a real model connection that breaks mid-reply", () => {
  it("CHAT-33 ends the stream with the connection error, keeps the user's message and saves no half reply", async () => {
    const account = await makeUser(server.app);
    const response = await server.app.request(
      "/api/chat/messages",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ content: "a caption please" }),
      }),
    );
    const events = await readEvents(response);
    expect(events.at(-1)).toMatchObject({ event: "error", data: { code: "ai_unavailable" } });
    const conversation = events[0]?.data.conversation as { id: string } | undefined;
    if (!conversation) throw new Error("no start event");
    const { items: messages } = await (
      await server.app.request(`/api/chat/conversations/${conversation.id}/messages`, asUser(account.cookie))
    ).json();
    expect(messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ["user", "a caption please"],
    ]);
    const quota = await (await server.app.request("/api/ai/quota", asUser(account.cookie))).json();
    expect(quota).toMatchObject({ used: 0, engine: "openai-compatible" });
  });
});
