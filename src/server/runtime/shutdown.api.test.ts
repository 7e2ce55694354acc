import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { chatConversations, chatMessages } from "../db/schema";
import { createLogger } from "../logger";
import { asUser, makeUser } from "../test/make-user";
import { createScriptedEngine } from "../test/scripted-engine";
import { readEvents } from "../test/server-sent-events";
import { createTestServer, type TestServer } from "../test/test-server";
import { shutDown } from "./shutdown";

const scripted = createScriptedEngine({ reply: ["The reply", " in full"] });
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "1000" }, scripted.engine);
});
// The test itself closes the server, through shutdown.

describe("shutting down", () => {
  it("a chat reply being streamed finishes and is saved before the database closes", async () => {
    const account = await makeUser(server.app);
    const thinking = scripted.holdNext();
    const response = await server.app.request(
      "/api/chat/messages",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ content: "Write me a caption" }),
      }),
    );
    expect(response.status).toBe(200);
    await thinking.started;

    let repliesWhenClosing: string[] = [];
    const stopping = shutDown(
      { openStreams: server.openStreams, logger: createLogger("silent") },
      {
        stopAccepting: () => {},
        stopJobs: async () => {},
        closeDatabase: async () => {
          const rows = await server.database.db
            .select({ content: chatMessages.content })
            .from(chatMessages)
            .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
            .where(and(eq(chatConversations.userId, account.id), eq(chatMessages.role, "assistant")));
          repliesWhenClosing = rows.map((row) => row.content);
          await server.close();
        },
        graceMs: 60_000,
      },
    );
    thinking.release();

    const events = await readEvents(response);
    await stopping;
    expect(events.map((event) => event.event)).toEqual(["start", "delta", "delta", "done"]);
    expect(repliesWhenClosing).toEqual(["The reply in full"]);
  });
});
