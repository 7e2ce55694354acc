import { and, desc, eq, exists, sql } from "drizzle-orm";
import {
  type ChatMessage,
  type Conversation,
  type ConversationPage,
  type MessagePage,
  titleFromMessage,
} from "../../shared/chat";
import { type PageCursor, pageCursorOf } from "../../shared/page-cursor";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { newestFirst } from "../db/newest-first";
import { preparedQuery } from "../db/prepared";
import { chatConversations, chatMessages } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { notFound } from "../errors";

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

type ChatContext = { db: Database };

type PageInput = { userId: string; limit: number; before?: PageCursor };

function conversationsPage(db: Database, before: PageCursor | undefined) {
  const page = newestFirst(chatConversations.updatedAt, chatConversations.id, before);
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, sql.placeholder("userId")), page.after))
    .orderBy(...page.order)
    .limit(sql.placeholder("limit"));
}

/** The first page is what the chat opens with on every visit; pages further back are built when asked. */
const firstConversationsPage = preparedQuery((db) =>
  conversationsPage(db, undefined).prepare("chat_conversations_first_page"),
);

export async function listConversations(ctx: ChatContext, input: PageInput): Promise<ConversationPage> {
  const values = { userId: input.userId, limit: input.limit + 1 };
  const rows = await (input.before
    ? conversationsPage(ctx.db, input.before).execute(values)
    : firstConversationsPage(ctx.db).execute(values));
  const items = rows.slice(0, input.limit).map(toConversation);
  const last = items.at(-1);
  return { items, next_cursor: rows.length > input.limit && last ? pageCursorOf(last.updated_at, last.id) : null };
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

/**
 * Whose conversation it is is asked in the same statement as its messages: one query per page instead of
 * two (issue 20).
 */
function messagesPage(db: Database, before: PageCursor | undefined) {
  const page = newestFirst(chatMessages.createdAt, chatMessages.id, before);
  const owned = db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.id, sql.placeholder("conversationId")),
        eq(chatConversations.userId, sql.placeholder("userId")),
      ),
    );
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, sql.placeholder("conversationId")), exists(owned), page.after))
    .orderBy(...page.order)
    .limit(sql.placeholder("limit"));
}

const firstMessagesPage = preparedQuery((db) => messagesPage(db, undefined).prepare("chat_messages_first_page"));

/** The newest messages before the cursor, returned oldest first as they are shown. */
export async function listMessages(
  ctx: ChatContext,
  input: PageInput & { conversationId: string },
): Promise<MessagePage> {
  const values = { userId: input.userId, conversationId: input.conversationId, limit: input.limit + 1 };
  const rows = await (input.before
    ? messagesPage(ctx.db, input.before).execute(values)
    : firstMessagesPage(ctx.db).execute(values));
  // An empty page asks again, to tell an empty conversation from another user's.
  if (rows.length === 0) await ownedConversation(ctx.db, input.userId, input.conversationId);
  const items = rows.slice(0, input.limit).map(toChatMessage);
  const oldest = items.at(-1);
  return {
    items: items.reverse(),
    next_cursor: rows.length > input.limit && oldest ? pageCursorOf(oldest.created_at, oldest.id) : null,
  };
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
