import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, isNull, max } from "drizzle-orm";
import { botStartLink } from "../../shared/bots";
import { type OwnerLink, ownerLinkMinutes, ownerStartPrefix } from "../../shared/owner-chat";
import { orderEvents, ownerChatLinks, ownerChats } from "../db/schema";
import { withTransaction } from "../db/transaction";
import type { ServiceContext } from "../service-context";
import { sellersBot } from "./owner-chats";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** 24 random bytes: 32 characters of base64url, inside a deep link's 64 (INTEGRATIONS). */
const newToken = () => randomBytes(24).toString("base64url");

/**
 * DESIGN 34: a one-time link to the seller's bot. Pressing Start in it links that account as an owner chat of the
 * one who asked for it (the owner, or a staff member for the alerts of their role, DESIGN 35); it works once, for
 * `ownerLinkMinutes`. Only its hash is stored.
 */
export async function createOwnerLink(
  ctx: Pick<ServiceContext, "db">,
  input: { sellerId: string; actorId: string; botId: string; now: Date },
): Promise<OwnerLink> {
  const bot = await sellersBot(ctx, input);
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + ownerLinkMinutes * 60_000);
  await ctx.db.insert(ownerChatLinks).values({
    id: randomUUID(),
    botId: bot.id,
    sellerId: bot.userId,
    userId: input.actorId,
    tokenHash: tokenHash(token),
    expiresAt,
    createdAt: input.now,
  });
  return {
    url: botStartLink(bot.platform, bot.botUsername, `${ownerStartPrefix}${token}`),
    expires_at: expiresAt.toISOString(),
  };
}

/** Who pressed Start, as the platform says. */
export interface ChatAccount {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
}

export type LinkOutcome =
  | { kind: "linked"; ownerChatId: string }
  | { kind: "already_linked" }
  /** Used before by another account: the chats linked to the shop are told (a forwarded link). */
  | { kind: "used"; linkedChats: number[] }
  | { kind: "expired" }
  | { kind: "unknown" };

const nameOf = (account: ChatAccount) => [account.first_name, account.last_name].filter(Boolean).join(" ");

/**
 * `/start owner_<token>` in the bot: the link is taken in one conditional update (unused, not expired, this
 * bot's), so two presses at once link one account. Alerts start from the order events after this moment.
 */
export async function linkOwnerChat(
  ctx: Pick<ServiceContext, "db">,
  input: { botId: string; token: string; account: ChatAccount; now: Date },
): Promise<LinkOutcome> {
  const { botId, account, now } = input;
  const hash = tokenHash(input.token);
  return withTransaction(ctx.db, async (tx) => {
    const [taken] = await tx
      .update(ownerChatLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(ownerChatLinks.tokenHash, hash),
          eq(ownerChatLinks.botId, botId),
          isNull(ownerChatLinks.usedAt),
          gt(ownerChatLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!taken) {
      const [link] = await tx
        .select()
        .from(ownerChatLinks)
        .where(and(eq(ownerChatLinks.tokenHash, hash), eq(ownerChatLinks.botId, botId)));
      if (!link) return { kind: "unknown" };
      const linked = await tx
        .select({ platformUserId: ownerChats.platformUserId })
        .from(ownerChats)
        .where(and(eq(ownerChats.botId, botId), isNull(ownerChats.endedAt)));
      if (linked.some((chat) => chat.platformUserId === account.id)) return { kind: "already_linked" };
      if (link.usedAt) return { kind: "used", linkedChats: linked.map((chat) => chat.platformUserId) };
      return { kind: "expired" };
    }
    const [existing] = await tx
      .select({ id: ownerChats.id, endedAt: ownerChats.endedAt })
      .from(ownerChats)
      .where(and(eq(ownerChats.botId, botId), eq(ownerChats.platformUserId, account.id)));
    if (existing && !existing.endedAt) return { kind: "already_linked" };
    // A removed member's chat (DESIGN 35), linked again by whoever is allowed now: it starts afresh.
    if (existing) await tx.delete(ownerChats).where(eq(ownerChats.id, existing.id));
    const [last] = await tx
      .select({ id: max(orderEvents.id) })
      .from(orderEvents)
      .where(eq(orderEvents.sellerId, taken.sellerId));
    const id = randomUUID();
    await tx.insert(ownerChats).values({
      id,
      botId,
      sellerId: taken.sellerId,
      userId: taken.userId,
      platformUserId: account.id,
      name: nameOf(account),
      username: account.username ?? null,
      linkedAt: now,
      alertedThrough: Number(last?.id ?? 0),
    });
    return { kind: "linked", ownerChatId: id };
  });
}
