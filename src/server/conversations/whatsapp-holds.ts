import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { WhatsappTakeover } from "../../shared/whatsapp";
import { personRequests, user, whatsappMessages, whatsappTakeovers } from "../db/schema";
import { withTransaction } from "../db/transaction";
import type { ServiceContext } from "../service-context";
import { announceConversation } from "./announce";
import { isTakenOver, takenOverUntil, takeoverEndsBefore } from "./conversation-rows";

/** One WhatsApp conversation of the shop: its number and the customer. */
export interface WhatsappConversationKey {
  sellerId: string;
  phoneNumberId: string;
  customerNumber: string;
}

type Db = Pick<ServiceContext, "db">;
type Announcing = Pick<ServiceContext, "db" | "events" | "logger">;

const ofKey = (key: WhatsappConversationKey) =>
  and(
    eq(whatsappTakeovers.sellerId, key.sellerId),
    eq(whatsappTakeovers.phoneNumberId, key.phoneNumberId),
    eq(whatsappTakeovers.customerNumber, key.customerNumber),
  );
const keyOf = ({ sellerId, phoneNumberId, customerNumber }: WhatsappConversationKey) => ({
  sellerId,
  phoneNumberId,
  customerNumber,
});
const target = [whatsappTakeovers.sellerId, whatsappTakeovers.phoneNumberId, whatsappTakeovers.customerNumber];

/** The change is the inbox's: it names the conversation by its key there. */
const announce = (ctx: Announcing, key: WhatsappConversationKey, change: "takeover" | "person_wanted") =>
  announceConversation(ctx, {
    sellerId: key.sellerId,
    conversationId: `whatsapp:${key.phoneNumberId}:${key.customerNumber}`,
    change,
  });

/** Whether a person holds the conversation now: the number's auto-reply keeps quiet to this customer. */
export async function whatsappTakenOver(ctx: Db, input: WhatsappConversationKey & { now: Date }) {
  const [row] = await ctx.db.select().from(whatsappTakeovers).where(ofKey(input));
  return row !== undefined && isTakenOver(row, input.now);
}

/** Who answers the customer now, as the thread's head shows it. */
export async function whatsappTakeoverOf(
  ctx: Db,
  input: WhatsappConversationKey & { now: Date },
): Promise<WhatsappTakeover> {
  const [row] = await ctx.db
    .select({ hold: whatsappTakeovers, holder: user.name })
    .from(whatsappTakeovers)
    .leftJoin(user, eq(user.id, whatsappTakeovers.takenOverBy))
    .where(ofKey(input));
  const until = row && isTakenOver(row.hold, input.now) ? takenOverUntil(row.hold) : null;
  return {
    wants_person: Boolean(row?.hold.wantsPersonSince),
    taken_over: until !== null,
    taken_over_by: until ? (row?.holder ?? null) : null,
    taken_over_until: until?.toISOString() ?? null,
  };
}

/**
 * A person holds the conversation from now (as a bot's, takeover.ts): the auto-reply keeps quiet and the customer
 * no longer waits. One conditional upsert, so of two people pressing at once one takes it; a held one is unchanged.
 */
export async function holdWhatsapp(ctx: Announcing, input: WhatsappConversationKey & { actorId: string; now: Date }) {
  const fresh = {
    takenOverAt: input.now,
    takenOverBy: input.actorId,
    lastHumanReplyAt: null,
    customerToldAt: null,
    wantsPersonSince: null,
  };
  const free = sql`(${whatsappTakeovers.takenOverAt} is null or greatest(${whatsappTakeovers.takenOverAt}, ${whatsappTakeovers.lastHumanReplyAt}) <= ${takeoverEndsBefore(input.now).toISOString()}::timestamptz)`;
  await ctx.db
    .insert(whatsappTakeovers)
    .values({ ...keyOf(input), ...fresh })
    .onConflictDoUpdate({ target, set: fresh, setWhere: free });
  await announce(ctx, input, "takeover");
}

/** The customer is told once per takeover: the telling is claimed before it goes, so two replies tell it once. */
export async function claimWhatsappNotice(ctx: Db, input: WhatsappConversationKey & { now: Date }) {
  const claimed = await ctx.db
    .update(whatsappTakeovers)
    .set({ customerToldAt: input.now })
    .where(and(ofKey(input), isNull(whatsappTakeovers.customerToldAt)))
    .returning({ at: whatsappTakeovers.customerToldAt });
  return claimed.length > 0;
}

/** WhatsApp did not take the notice: it goes before the next reply instead. */
export async function giveBackWhatsappNotice(ctx: Db, key: WhatsappConversationKey) {
  await ctx.db.update(whatsappTakeovers).set({ customerToldAt: null }).where(ofKey(key));
}

/** A person's reply went: the 24 hours run from it, and the customer waits no more. */
export async function whatsappReplied(ctx: Db, input: WhatsappConversationKey & { now: Date }) {
  await ctx.db
    .update(whatsappTakeovers)
    .set({ lastHumanReplyAt: input.now, wantsPersonSince: null })
    .where(ofKey(input));
}

/** "Release": the number's auto-reply answers this customer again. */
export async function releaseWhatsapp(ctx: Announcing, key: WhatsappConversationKey) {
  await ctx.db.update(whatsappTakeovers).set({ takenOverAt: null, takenOverBy: null }).where(ofKey(key));
  await announce(ctx, key, "takeover");
}

/** The customer's last words before the message that asked for a person, for the owner's alert. */
async function lastWords(ctx: Db, input: WhatsappConversationKey & { messageId: string }) {
  const [row] = await ctx.db
    .select({ content: whatsappMessages.messageContent })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.userId, input.sellerId),
        eq(whatsappMessages.phoneNumberId, input.phoneNumberId),
        eq(whatsappMessages.customerNumber, input.customerNumber),
        eq(whatsappMessages.isIncoming, true),
        ne(whatsappMessages.id, input.messageId),
      ),
    )
    .orderBy(desc(whatsappMessages.createdAt))
    .limit(1);
  return row?.content ?? null;
}

/**
 * Issue 37: a WhatsApp customer asked for a person (a keyword), as a bot's buyer does (buyers.ts): the conversation
 * waits, and a request row written in the same transaction is the owner chats' outbox. A customer already waiting,
 * or already answered by a person, asks nothing new.
 */
export async function askForPersonOnWhatsapp(
  ctx: Announcing,
  input: WhatsappConversationKey & { said: string; messageId: string; now: Date },
): Promise<"queued" | "waiting" | "answering"> {
  const outcome = await withTransaction(ctx.db, async (tx) => {
    await tx.insert(whatsappTakeovers).values(keyOf(input)).onConflictDoNothing({ target });
    const [row] = await tx.select().from(whatsappTakeovers).where(ofKey(input)).for("update");
    if (!row) return "waiting" as const;
    if (isTakenOver(row, input.now)) return "answering" as const;
    if (row.wantsPersonSince) return "waiting" as const;
    const before = await lastWords({ db: tx }, input);
    await tx.update(whatsappTakeovers).set({ wantsPersonSince: input.now }).where(ofKey(input));
    await tx
      .insert(personRequests)
      .values({ ...keyOf(input), lastMessage: before ?? input.said, createdAt: input.now });
    return "queued" as const;
  });
  if (outcome === "queued") await announce(ctx, input, "person_wanted");
  return outcome;
}
