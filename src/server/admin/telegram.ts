import { count, desc, eq, inArray } from "drizzle-orm";
import { type AdminBot, adminListLength, type TelegramLogEntry } from "../../shared/admin";
import type { BotStatus } from "../../shared/bots";
import type { Database } from "../db/client";
import { botMessageLogs, products, profiles, sellerBots, telegramLogs, user, userBlocks } from "../db/schema";
import { withTransaction } from "../db/transaction";
import { notFound } from "../errors";
import { type Admin, recordAdminAction } from "./action-record";

/**
 * 000 §7, §9: the latest 50 exchanges, newest first, of the platform's assistant bot (DESIGN 17,
 * `telegram_logs`) and of the sellers' bots (issue 14, `bot_message_logs`), each naming which bot answered.
 */
export async function telegramLog(ctx: { db: Database }): Promise<{ items: TelegramLogEntry[] }> {
  const [assistant, sellers] = await Promise.all([
    ctx.db
      .select()
      .from(telegramLogs)
      .orderBy(desc(telegramLogs.createdAt), desc(telegramLogs.id))
      .limit(adminListLength),
    ctx.db
      .select({ log: botMessageLogs, botUsername: sellerBots.botUsername })
      .from(botMessageLogs)
      .innerJoin(sellerBots, eq(sellerBots.id, botMessageLogs.botId))
      .orderBy(desc(botMessageLogs.id))
      .limit(adminListLength),
  ]);
  const entries: (TelegramLogEntry & { at: number })[] = [
    ...assistant.map((row) => ({
      id: `assistant-${row.id}`,
      source: "assistant" as const,
      bot_username: null,
      chat_id: String(row.chatId),
      message: row.message,
      reply: row.reply,
      created_at: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
    ...sellers.map(({ log, botUsername }) => ({
      id: `bot-${log.id}`,
      source: "seller-bot" as const,
      bot_username: botUsername,
      chat_id: String(log.chatId),
      // A person's reply from the inbox (issue 37) answers no buyer message of its own.
      message: log.message ?? "",
      reply: log.reply,
      created_at: log.createdAt.toISOString(),
      at: log.createdAt.getTime(),
    })),
  ];
  entries.sort((a, b) => b.at - a.at);
  return { items: entries.slice(0, adminListLength).map(({ at: _at, ...entry }) => entry) };
}

/** 000 §7: the sellers' bots, newest connected first, with their message counts and their owners' products. */
export async function listAllBots(ctx: { db: Database }): Promise<{ items: AdminBot[] }> {
  const rows = await ctx.db
    .select({
      bot: sellerBots,
      email: user.email,
      name: user.name,
      fullName: profiles.fullName,
      blockedAt: userBlocks.blockedAt,
    })
    .from(sellerBots)
    .innerJoin(user, eq(user.id, sellerBots.userId))
    .leftJoin(profiles, eq(profiles.userId, sellerBots.userId))
    .leftJoin(userBlocks, eq(userBlocks.userId, sellerBots.userId))
    .orderBy(desc(sellerBots.connectedAt), desc(sellerBots.id))
    .limit(adminListLength);
  const ownerIds = [...new Set(rows.map((row) => row.bot.userId))];
  const productCounts =
    ownerIds.length === 0
      ? []
      : await ctx.db
          .select({ userId: products.userId, n: count() })
          .from(products)
          .where(inArray(products.userId, ownerIds))
          .groupBy(products.userId);
  const productsOf = new Map(productCounts.map((row) => [row.userId, row.n]));
  return {
    items: rows.map(({ bot, email, name, fullName, blockedAt }) => ({
      id: bot.id,
      platform: bot.platform,
      bot_username: bot.botUsername,
      status: bot.status,
      owner: { id: bot.userId, email, full_name: fullName || name, blocked: blockedAt !== null },
      connected_at: bot.connectedAt.toISOString(),
      last_active_at: bot.lastActiveAt?.toISOString() ?? null,
      message_count: bot.messageCount,
      product_count: productsOf.get(bot.userId) ?? 0,
    })),
  };
}

/** 000 §4, §6: the admin turns a seller's bot on or off; an inactive bot answers nothing (issue 14). */
export async function setBotStatus(
  ctx: { db: Database },
  input: { admin: Admin; botId: string; status: BotStatus },
): Promise<void> {
  const { admin, botId, status } = input;
  await withTransaction(ctx.db, async (tx) => {
    const [previous] = await tx
      .select({ status: sellerBots.status, userId: sellerBots.userId, username: sellerBots.botUsername })
      .from(sellerBots)
      .where(eq(sellerBots.id, botId))
      .for("update");
    if (!previous) throw notFound("Bot");
    if (previous.status === status) return;
    await tx.update(sellerBots).set({ status }).where(eq(sellerBots.id, botId));
    await recordAdminAction(
      { db: tx },
      {
        admin,
        action: status === "active" ? "bot-activate" : "bot-deactivate",
        targetUserId: previous.userId,
        targetId: botId,
        detail: `@${previous.username}`,
      },
    );
  });
}
