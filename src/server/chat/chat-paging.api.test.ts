import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatMessage, type Conversation, chatPageSizes } from "../../shared/chat";
import { chatConversations, chatMessages } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;
type Page<T> = { items: T[]; next_cursor: string | null };

/**
 * The i-th of many instants, three to a millisecond and apart only in microseconds, so pages end in the
 * middle of rows that a millisecond cursor cannot tell apart by time alone.
 */
function instant(i: number) {
  const ms = String(Math.floor(i / 3)).padStart(3, "0");
  const micros = String((i % 3) * 100).padStart(3, "0");
  return sql`${`2026-01-01T10:00:00.${ms}${micros}Z`}::timestamptz`;
}

async function pageOf<T>(account: Account, path: string): Promise<Page<T>> {
  const response = await server.app.request(path, asUser(account.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as Page<T>;
}

/** Follows next_cursor from the first page to the last; the pages in the order they came. */
async function allPages<T>(account: Account, path: string, limit?: number): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({
      ...(limit ? { limit: String(limit) } : {}),
      ...(cursor ? { before: cursor } : {}),
    });
    const page: Page<T> = await pageOf<T>(account, `${path}?${query}`);
    pages.push(page.items);
    cursor = page.next_cursor;
  } while (cursor !== null && pages.length < 1000);
  return pages;
}

async function userWithConversations(count: number) {
  const account = await makeUser(server.app);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    userId: account.id,
    title: `conversation ${i}`,
    createdAt: instant(i),
    updatedAt: instant(i),
  }));
  await server.database.db.insert(chatConversations).values(rows);
  // Newest first; among rows of one millisecond, the greater id first.
  const expected = rows
    .map((row, i) => ({ id: row.id, ms: Math.floor(i / 3) }))
    .sort((a, b) => b.ms - a.ms || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
  return { account, expected };
}

describe("conversation pages", () => {
  it("120 conversations come in bounded pages, newest first, that reach every one exactly once", async () => {
    const { account, expected } = await userWithConversations(120);
    const pages = await allPages<Conversation>(account, "/api/chat/conversations");
    expect(pages.map((page) => page.length)).toEqual([chatPageSizes.conversations.default, 50, 20]);
    expect(pages.flat().map((conversation) => conversation.id)).toEqual(expected);

    const small = await allPages<Conversation>(account, "/api/chat/conversations", 7);
    expect(Math.max(...small.map((page) => page.length))).toBe(7);
    expect(small.flat().map((conversation) => conversation.id)).toEqual(expected);
  });

  it("no more than the maximum page is ever answered", async () => {
    const { account } = await userWithConversations(120);
    const page = await pageOf<Conversation>(
      account,
      `/api/chat/conversations?limit=${chatPageSizes.conversations.max}`,
    );
    expect(page.items).toHaveLength(100);
    expect(page.next_cursor).not.toBeNull();
  });
});

describe("message pages", () => {
  it("the newest messages come first, each page oldest to newest, and earlier pages reach back to the first", async () => {
    const account = await makeUser(server.app);
    const conversationId = crypto.randomUUID();
    await server.database.db
      .insert(chatConversations)
      .values({ id: conversationId, userId: account.id, title: "long" });
    const rows = Array.from({ length: 250 }, (_, i) => ({
      id: crypto.randomUUID(),
      conversationId,
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `message ${i}`,
      createdAt: instant(i),
    }));
    await server.database.db.insert(chatMessages).values(rows);
    const chronological = rows
      .map((row, i) => ({ id: row.id, ms: Math.floor(i / 3) }))
      .sort((a, b) => a.ms - b.ms || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);

    const path = `/api/chat/conversations/${conversationId}/messages`;
    const pages = await allPages<ChatMessage>(account, path);
    expect(pages.map((page) => page.length)).toEqual([chatPageSizes.messages.default, 100, 50]);
    expect(pages[0]?.map((message) => message.id)).toEqual(chronological.slice(-100));
    expect(
      [...pages]
        .reverse()
        .flat()
        .map((message) => message.id),
    ).toEqual(chronological);

    const small = await allPages<ChatMessage>(account, path, 7);
    expect(
      [...small]
        .reverse()
        .flat()
        .map((message) => message.id),
    ).toEqual(chronological);
  });
});

describe("bad paging input", () => {
  it("a limit out of range or not a whole number, and a cursor that was not given out, are refused with 400", async () => {
    const account = await makeUser(server.app);
    const conversationId = crypto.randomUUID();
    await server.database.db.insert(chatConversations).values({ id: conversationId, userId: account.id, title: "t" });
    const id = crypto.randomUUID();
    const bad = [
      "limit=0",
      "limit=-1",
      "limit=1.5",
      "limit=abc",
      "before=yesterday",
      `before=2024-02-30T10:00:00.000Z_${id}`,
      `before=0000-01-01T00:00:00.000Z_${id}`,
      `before=2026-01-01T10:00:00.000Z_not-an-id`,
    ];
    const cases = [
      ...bad.map((query) => `/api/chat/conversations?${query}`),
      `/api/chat/conversations?limit=${chatPageSizes.conversations.max + 1}`,
      ...bad.map((query) => `/api/chat/conversations/${conversationId}/messages?${query}`),
      `/api/chat/conversations/${conversationId}/messages?limit=${chatPageSizes.messages.max + 1}`,
    ];
    for (const path of cases) {
      const response = await server.app.request(path, asUser(account.cookie));
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
    }
  });
});
