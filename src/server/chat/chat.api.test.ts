import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, Conversation } from "../../shared/chat";
import type { PaidTier } from "../../shared/plans";
import { aiUsage, chatMessages } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createScriptedEngine } from "../test/scripted-engine";
import { readEvents } from "../test/server-sent-events";
import { subscribe } from "../test/subscribe";
import { createTestServer, type TestServer } from "../test/test-server";

const scripted = createScriptedEngine();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ AI_RATE_LIMIT_PER_MINUTE: "1000" }, scripted.engine);
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;
type Events = Awaited<ReturnType<typeof readEvents>>;

/** The conversation of a reply's `start` event. */
function conversationIn(events: Events): { id: string; title: string } {
  const conversation = events[0]?.data.conversation as { id: string; title: string } | undefined;
  if (!conversation) throw new Error(`no start event in ${JSON.stringify(events)}`);
  return conversation;
}

function send(account: Account, body: unknown) {
  return server.app.request(
    "/api/chat/messages",
    asUser(account.cookie, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

async function sendAndRead(account: Account, body: unknown) {
  const response = await send(account, body);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
  return readEvents(response);
}

const get = (account: Account, path: string) => server.app.request(path, asUser(account.cookie));

type Page<T> = { items: T[]; next_cursor: string | null };
async function pageOf<T>(account: Account, path: string): Promise<Page<T>> {
  const response = await get(account, path);
  expect(response.status).toBe(200);
  return (await response.json()) as Page<T>;
}
const conversationsOf = async (account: Account) =>
  (await pageOf<Conversation>(account, "/api/chat/conversations")).items;
const messagesOf = async (account: Account, id: string) =>
  (await pageOf<ChatMessage>(account, `/api/chat/conversations/${id}/messages`)).items;

async function makeSubscriber(tier: PaidTier) {
  const account = await makeUser(server.app);
  await subscribe(server.database.db, account.id, tier);
  return account;
}

describe("conversations", () => {
  it("CHAT-20 the first message creates a conversation titled with its first 50 characters and an ellipsis", async () => {
    const account = await makeUser(server.app);
    const long = "یک کپشن جذاب برای معرفی محصول جدید فروشگاه لباس من بنویس که مشتری‌ها را جذب کند";
    const events = await sendAndRead(account, { content: long });
    expect(events.map((e) => e.event)).toEqual(["start", "delta", "delta", "done"]);
    const title = conversationIn(events).title;
    expect(title).toBe(`${Array.from(long).slice(0, 50).join("")}…`);
    const short = await sendAndRead(account, { content: "  سلام  " });
    expect(conversationIn(short).title).toBe("سلام");
  });

  it("CHAT-23 CHAT-04 both messages are saved and come back oldest first, marked user and assistant", async () => {
    const account = await makeUser(server.app);
    const events = await sendAndRead(account, { content: "Write me a bio" });
    const conversationId = conversationIn(events).id;
    const messages = await messagesOf(account, conversationId);
    expect(messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ["user", "Write me a bio"],
      ["assistant", "Hello there"],
    ]);
  });

  it("CHAT-02 CHAT-22 conversations are listed most recently updated first; a reply moves one to the top", async () => {
    const account = await makeUser(server.app);
    const first = await sendAndRead(account, { content: "first" });
    const firstId = conversationIn(first).id;
    await sendAndRead(account, { content: "second" });
    let list = await conversationsOf(account);
    expect(list.map((c: { title: string }) => c.title)).toEqual(["second", "first"]);
    await sendAndRead(account, { content: "again", conversation_id: firstId });
    list = await conversationsOf(account);
    expect(list.map((c: { title: string }) => c.title)).toEqual(["first", "second"]);
  });

  it("CHAT-08 CHAT-10 renames with a non-blank title and refuses a blank one, keeping the old title", async () => {
    const account = await makeUser(server.app);
    const events = await sendAndRead(account, { content: "to rename" });
    const id = conversationIn(events).id;
    const rename = (title: unknown) =>
      server.app.request(
        `/api/chat/conversations/${id}`,
        asUser(account.cookie, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ title }),
        }),
      );
    const renamed = await rename("  Ideas for Nowruz ");
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).title).toBe("Ideas for Nowruz");
    for (const bad of ["   ", "", 42, "x".repeat(201)]) {
      const response = await rename(bad);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    const list = await conversationsOf(account);
    expect(list[0].title).toBe("Ideas for Nowruz");
  });

  it("CHAT-11 deleting a conversation removes it and its messages", async () => {
    const account = await makeUser(server.app);
    const events = await sendAndRead(account, { content: "to delete" });
    const id = conversationIn(events).id;
    const deleted = await server.app.request(
      `/api/chat/conversations/${id}`,
      asUser(account.cookie, { method: "DELETE" }),
    );
    expect(deleted.status).toBe(204);
    expect(await conversationsOf(account)).toEqual([]);
    const left = await server.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id));
    expect(left).toEqual([]);
  });

  it("AUTH-26 another user's conversation answers 404 to every action and is left untouched", async () => {
    const owner = await makeUser(server.app);
    const intruder = await makeUser(server.app);
    const events = await sendAndRead(owner, { content: "private" });
    const id = conversationIn(events).id;
    const json = { "content-type": "application/json" };
    const attempts = [
      get(intruder, `/api/chat/conversations/${id}/messages`),
      server.app.request(
        `/api/chat/conversations/${id}`,
        asUser(intruder.cookie, { method: "PATCH", headers: json, body: JSON.stringify({ title: "mine" }) }),
      ),
      server.app.request(`/api/chat/conversations/${id}`, asUser(intruder.cookie, { method: "DELETE" })),
      send(intruder, { content: "hi", conversation_id: id }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const messages = await messagesOf(owner, id);
    expect(messages).toHaveLength(2);
    expect((await conversationsOf(owner))[0].title).toBe("private");
  });

  it("AUTH-25 every chat endpoint refuses a request without a session", async () => {
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ["GET", "/api/chat/conversations"],
      ["GET", `/api/chat/conversations/${id}/messages`],
      ["DELETE", `/api/chat/conversations/${id}`],
      ["POST", "/api/chat/messages"],
      ["GET", "/api/ai/quota"],
      ["POST", "/api/ai-your"],
    ]) {
      expect((await server.app.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("message rules", () => {
  it("CHAT-17 refuses a blank or whitespace-only message, an oversized one and wrong types, saving nothing", async () => {
    const account = await makeUser(server.app);
    for (const body of [{ content: "" }, { content: " \n\t " }, { content: "x".repeat(4001) }, { content: 7 }, {}]) {
      const response = await send(account, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await response.json()).code).toBe("validation_failed");
    }
    expect(await conversationsOf(account)).toEqual([]);
  });

  it("a failed AI call keeps the user's message, saves no half reply, refunds the quota, and the chat stays usable", async () => {
    const account = await makeUser(server.app);
    scripted.next({ failAfter: ["Half a rep"] });
    const events = await sendAndRead(account, { content: "this will fail" });
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { code: "ai_unavailable", message: "error connecting to your intelligence" },
    });
    const id = conversationIn(events).id;
    let messages = await messagesOf(account, id);
    expect(messages.map((m: { role: string }) => m.role)).toEqual(["user"]);
    expect((await (await get(account, "/api/ai/quota")).json()).used).toBe(0);
    const retry = await sendAndRead(account, { content: "again", conversation_id: id });
    expect(retry.at(-1)?.event).toBe("done");
    messages = await messagesOf(account, id);
    expect(messages.map((m: { role: string }) => m.role)).toEqual(["user", "user", "assistant"]);
  });

  it("CHAT-35 an empty AI reply ends with the empty_reply error and is not saved", async () => {
    const account = await makeUser(server.app);
    scripted.next({ empty: true });
    const events = await sendAndRead(account, { content: "say nothing" });
    expect(events.at(-1)?.data.code).toBe("empty_reply");
    const id = conversationIn(events).id;
    const messages = await messagesOf(account, id);
    expect(messages).toHaveLength(1);
  });

  it("the AI sees the conversation so far and the user's profile", async () => {
    const account = await makeUser(server.app, { name: "Nima" });
    const events = await sendAndRead(account, { content: "one" });
    const id = conversationIn(events).id;
    await sendAndRead(account, { content: "two", conversation_id: id });
    const seen = scripted.requests.at(-1);
    expect(seen?.messages).toEqual([
      { role: "user", content: "one" },
      { role: "assistant", content: "Hello there" },
      { role: "user", content: "two" },
    ]);
    expect(seen?.profile.fullName).toBe("Nima");
  });
});

describe("the AI quota (DESIGN decision 5)", () => {
  it("CHAT-25 CHAT-28 YOUR-10 a free user gets 3 AI messages a day across chat and ai-your; the 4th is refused and not saved", async () => {
    const account = await makeUser(server.app);
    expect(await (await get(account, "/api/ai/quota")).json()).toMatchObject({
      limit: 3,
      used: 0,
      remaining: 3,
      period: "day",
    });
    await sendAndRead(account, { content: "one" });
    const aiYour = await server.app.request(
      "/api/ai-your",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "two" }),
      }),
    );
    expect(aiYour.status).toBe(200);
    expect(await aiYour.json()).toMatchObject({ ok: true, text: "Hello there" });
    const events = await sendAndRead(account, { content: "three" });
    const id = conversationIn(events).id;
    expect((await (await get(account, "/api/ai/quota")).json()).remaining).toBe(0);

    const fourth = await send(account, { content: "four", conversation_id: id });
    expect(fourth.status).toBe(402);
    expect((await fourth.json()).code).toBe("quota_exceeded");
    const fifth = await send(account, { content: "five" });
    expect(fifth.status).toBe(402);
    const messages = await messagesOf(account, id);
    expect(messages.map((m: { content: string }) => m.content)).toEqual(["three", "Hello there"]);
    expect(await conversationsOf(account)).toHaveLength(2);
  });

  it("CHAT-25 yesterday's messages do not count against today", async () => {
    const account = await makeUser(server.app);
    const yesterday = new Date(Date.now() - 86_400_000 - 60_000);
    await server.database.db.insert(aiUsage).values(
      [1, 2, 3].map(() => ({
        id: crypto.randomUUID(),
        userId: account.id,
        feature: "chat" as const,
        createdAt: yesterday,
      })),
    );
    expect((await (await get(account, "/api/ai/quota")).json()).remaining).toBe(3);
  });

  it("concurrent messages cannot take more than the quota", async () => {
    const account = await makeUser(server.app);
    const responses = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => send(account, { content: `parallel ${n}` })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 402, 402, 402]);
    await Promise.all(responses.map((response) => response.text()));
  });

  it("CHAT-26 an Eco subscriber has 100 AI messages a month", async () => {
    const account = await makeSubscriber("basic");
    expect(await (await get(account, "/api/ai/quota")).json()).toMatchObject({ limit: 100, period: "month" });
    await server.database.db
      .insert(aiUsage)
      .values(
        Array.from({ length: 99 }, () => ({ id: crypto.randomUUID(), userId: account.id, feature: "chat" as const })),
      );
    expect((await send(account, { content: "the hundredth" })).status).toBe(200);
    expect((await send(account, { content: "one too many" })).status).toBe(402);
  });

  it("CHAT-27 Pro and Ultra subscribers have no message limit", async () => {
    for (const tier of ["premium", "enterprise"] as const) {
      const account = await makeSubscriber(tier);
      expect(await (await get(account, "/api/ai/quota")).json()).toMatchObject({ limit: null, remaining: null });
      for (let i = 0; i < 5; i++) expect((await send(account, { content: `message ${i}` })).status).toBe(200);
    }
  });

  it("AUTH-31 a lapsed subscription falls back to the free allowance", async () => {
    const account = await makeUser(server.app);
    await subscribe(server.database.db, account.id, "premium", -0.001);
    expect((await (await get(account, "/api/ai/quota")).json()).limit).toBe(3);
  });
});
