import { and, desc, eq, sql } from "drizzle-orm";
import {
  type ChatMessage,
  type Conversation,
  type ConversationPage,
  type MessagePage,
  titleFromMessage,
} from "../../shared/chat";
import type { PageCursor } from "../../shared/page-cursor";
import { readThrough, statePart, type UserStateCache } from "../cache/user-state-cache";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { isoTime, type JsonFields, type JsonPage, jsonPage, pageOf } from "../db/json-page";
import { firstRowOf, namedStatement } from "../db/named-statement";
import { chatConversations, chatMessages } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { notFound } from "../errors";
import { composeJson, type JsonText } from "../json-text";

type ConversationRow = typeof chatConversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** How much of a conversation the AI sees with a new message. */
const historyTurns = 20;

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    role: row.role,
    content: row.content,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every query is scoped by the owner: another user's conversation is simply not found. */
async function ownedConversation(db: Database, userId: string, id: string): Promise<ConversationRow> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)))
    .limit(1);
  if (!rows[0]) throw notFound("Conversation");
  return rows[0];
}

type ChatContext = { db: Database; userState?: UserStateCache };

/** The first page of the user's conversations, of `limit` items. */
const conversationsPart = statePart<{ limit: number; page: JsonPage<Conversation> }>("conversationsPage", {
  textLength: (kept) => kept.page.items.text.length,
});
/** The first page of the conversation the user opened last. */
const messagesPart = statePart<{ conversationId: string; limit: number; page: JsonPage<ChatMessage> }>("messagesPage", {
  textLength: (kept) => kept.page.items.text.length,
});

type PageInput = { userId: string; limit: number; before?: PageCursor };

const conversationFields = {
  id: chatConversations.id,
  title: chatConversations.title,
  created_at: isoTime(chatConversations.createdAt),
  updated_at: isoTime(chatConversations.updatedAt),
} satisfies JsonFields<Conversation>;

function conversationsPage(before: PageCursor | undefined, values?: { userId: string; limit: number }) {
  return jsonPage({
    fields: conversationFields,
    table: chatConversations,
    where: eq(chatConversations.userId, values?.userId ?? sql.placeholder("userId")),
    timestamp: chatConversations.updatedAt,
    id: chatConversations.id,
    before,
    limit: values?.limit ?? sql.placeholder("limit"),
  });
}

/** The first page is what the chat opens with on every visit; pages further back are built when asked. */
const firstConversationsPage = namedStatement<{ userId: string; limit: number }>("chat_conversations_first_page", () =>
  conversationsPage(undefined),
);

/**
 * A page of the user's conversations, most recently active first, as the database wrote it (issue 20). The
 * first page is kept with the user's state: the chat opens with it on every visit.
 */
export async function listConversations(ctx: ChatContext, input: PageInput): Promise<JsonText<ConversationPage>> {
  const { userId, limit, before } = input;
  if (before) {
    const row = await firstRowOf(ctx.db, conversationsPage(before, { userId, limit }));
    return composeJson<ConversationPage>(pageOf<Conversation>(row));
  }
  const first = await readThrough(ctx.userState, userId, conversationsPart, {
    load: async () => ({ limit, page: pageOf<Conversation>(await firstConversationsPage(ctx.db, { userId, limit })) }),
    isCurrent: (kept) => kept.limit === limit,
  });
  return composeJson<ConversationPage>(first.page);
}

export async function renameConversation(ctx: ChatContext, input: { userId: string; id: string; title: string }) {
  await ownedConversation(ctx.db, input.userId, input.id);
  const rows = await ctx.db
    .update(chatConversations)
    .set({ title: input.title.trim() })
    .where(eq(chatConversations.id, input.id))
    .returning();
  return toConversation(firstRow(rows));
}

export async function deleteConversation(ctx: ChatContext, input: { userId: string; id: string }) {
  await ownedConversation(ctx.db, input.userId, input.id);
  await ctx.db.delete(chatConversations).where(eq(chatConversations.id, input.id));
}

const messageFields = {
  id: chatMessages.id,
  conversation_id: chatMessages.conversationId,
  role: chatMessages.role,
  content: chatMessages.content,
  created_at: isoTime(chatMessages.createdAt),
} satisfies JsonFields<ChatMessage>;

type MessagesValues = { userId: string; conversationId: string; limit: number };

/**
 * Whose conversation it is is asked in the same statement as its messages: one query per page instead of
 * two (issue 20). The newest messages come first from the index and are listed oldest first, as shown.
 */
function messagesPage(before: PageCursor | undefined, values?: MessagesValues) {
  const conversationId = values?.conversationId ?? sql.placeholder("conversationId");
  const owned = sql`exists (select 1 from ${chatConversations} where ${chatConversations.id} = ${conversationId}
    and ${chatConversations.userId} = ${values?.userId ?? sql.placeholder("userId")})`;
  return jsonPage({
    fields: messageFields,
    table: chatMessages,
    where: and(eq(chatMessages.conversationId, conversationId), owned),
    timestamp: chatMessages.createdAt,
    id: chatMessages.id,
    before,
    limit: values?.limit ?? sql.placeholder("limit"),
    oldestFirst: true,
  });
}

const firstMessagesPage = namedStatement<MessagesValues>("chat_messages_first_page", () => messagesPage(undefined));

/**
 * The newest messages before the cursor, returned oldest first as they are shown. The first page of the
 * conversation opened last is kept with the user's state.
 */
export async function listMessages(
  ctx: ChatContext,
  input: PageInput & { conversationId: string },
): Promise<JsonText<MessagePage>> {
  const { userId, conversationId, limit, before } = input;
  const values = { userId, conversationId, limit };
  const readPage = async (row: unknown[] | undefined) => {
    const page = pageOf<ChatMessage>(row);
    // An empty page asks again, to tell an empty conversation from another user's.
    if (page.items.text === "[]") await ownedConversation(ctx.db, userId, conversationId);
    return page;
  };
  if (before) return composeJson<MessagePage>(await readPage(await firstRowOf(ctx.db, messagesPage(before, values))));
  const first = await readThrough(ctx.userState, userId, messagesPart, {
    load: async () => ({ conversationId, limit, page: await readPage(await firstMessagesPage(ctx.db, values)) }),
    isCurrent: (kept) => kept.conversationId === conversationId && kept.limit === limit,
  });
  return composeJson<MessagePage>(first.page);
}

/** The conversation's recent turns, oldest first, for the AI; another user's conversation is not found. */
export async function readHistory(ctx: ChatContext, input: { userId: string; conversationId: string }) {
  await ownedConversation(ctx.db, input.userId, input.conversationId);
  const rows = await ctx.db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, input.conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(historyTurns);
  return rows.reverse();
}

/**
 * Saves the user's message, first creating the conversation titled from it (000 §4). The message is kept
 * even if the AI then fails.
 */
export async function saveUserMessage(
  ctx: ChatContext,
  input: { userId: string; conversationId: string | undefined; content: string; now: Date },
) {
  const { userId, content, now } = input;
  return withTransaction(ctx.db, async (tx) => {
    let conversation: ConversationRow;
    if (input.conversationId) {
      const rows = await tx
        .update(chatConversations)
        .set({ updatedAt: now })
        .where(and(eq(chatConversations.id, input.conversationId), eq(chatConversations.userId, userId)))
        .returning();
      if (!rows[0]) throw notFound("Conversation");
      conversation = rows[0];
    } else {
      const rows = await tx
        .insert(chatConversations)
        .values({ id: crypto.randomUUID(), userId, title: titleFromMessage(content), createdAt: now, updatedAt: now })
        .returning();
      conversation = firstRow(rows);
    }
    const inserted = await tx
      .insert(chatMessages)
      .values({ id: crypto.randomUUID(), conversationId: conversation.id, role: "user", content, createdAt: now })
      .returning();
    return {
      conversation: toConversation(conversation),
      userMessage: toChatMessage(firstRow(inserted)),
      isFirstMessage: !input.conversationId,
    };
  });
}

/** Saves the reply and refreshes updated_at; after the first reply the title is set again (000 §4). */
export async function saveAssistantReply(
  ctx: ChatContext,
  input: { conversationId: string; content: string; retitleFrom: string | undefined; now: Date },
) {
  const { conversationId, content, now } = input;
  return withTransaction(ctx.db, async (tx) => {
    const inserted = await tx
      .insert(chatMessages)
      .values({ id: crypto.randomUUID(), conversationId, role: "assistant", content, createdAt: now })
      .returning();
    const updated = await tx
      .update(chatConversations)
      .set({ updatedAt: now, ...(input.retitleFrom ? { title: titleFromMessage(input.retitleFrom) } : {}) })
      .where(eq(chatConversations.id, conversationId))
      .returning();
    return {
      message: toChatMessage(firstRow(inserted)),
      conversation: toConversation(firstRow(updated)),
    };
  });
}
