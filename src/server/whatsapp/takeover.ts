import { and, desc, eq } from "drizzle-orm";
import { personTexts } from "../../shared/conversations";
import type { WhatsappMessage, WhatsappTakeover } from "../../shared/whatsapp";
import {
  claimWhatsappNotice,
  giveBackWhatsappNotice,
  holdWhatsapp,
  releaseWhatsapp,
  type WhatsappConversationKey,
  whatsappReplied,
  whatsappTakeoverOf,
} from "../conversations/service";
import type { Database } from "../db/client";
import { whatsappMessages } from "../db/schema";
import { DomainError, notFound } from "../errors";
import type { ServiceContext } from "../service-context";
import { type ConnectionRow, connectionOf } from "./connections";
import { customerLocale } from "./customer-locale";
import { windowOpenUntil } from "./messages";
import { sendText } from "./send";
import { outsideWindow } from "./whatsapp-errors";

type Deps = Pick<ServiceContext, "db" | "config" | "secrets" | "events" | "logger">;
type Acting = { sellerId: string; actorId: string; connectionId: string; customerNumber: string; now: Date };

const keyOf = (connection: ConnectionRow, customerNumber: string): WhatsappConversationKey => ({
  sellerId: connection.userId,
  phoneNumberId: connection.phoneNumberId,
  customerNumber,
});

/** The messages of this number with this customer, the latest first: `incoming` keeps the customer's own. */
const messagesWith = (db: Database, key: WhatsappConversationKey, incoming?: true) =>
  db
    .select({ content: whatsappMessages.messageContent })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.userId, key.sellerId),
        eq(whatsappMessages.phoneNumberId, key.phoneNumberId),
        eq(whatsappMessages.customerNumber, key.customerNumber),
        incoming ? eq(whatsappMessages.isIncoming, true) : undefined,
      ),
    )
    .orderBy(desc(whatsappMessages.createdAt))
    .limit(1);

/** One of the shop's WhatsApp conversations: another shop's number, or a customer it never spoke with, is 404. */
async function conversationOf(ctx: Deps, input: { sellerId: string; connectionId: string; customerNumber: string }) {
  const connection = await connectionOf(ctx.db, { userId: input.sellerId, connectionId: input.connectionId });
  const key = keyOf(connection, input.customerNumber);
  const [any] = await messagesWith(ctx.db, key);
  if (!any) throw notFound("Conversation");
  return { connection, key };
}

/**
 * The customer hears once per takeover, in the language they last wrote in, that a person answers them now. Free
 * text goes only inside their 24 hours (INTEGRATIONS): outside them nothing is sent and nothing claimed, so the word
 * goes before the first reply once they write again. Given back if WhatsApp refused it.
 */
async function tellCustomerOnce(ctx: Deps, connection: ConnectionRow, key: WhatsappConversationKey, now: Date) {
  const until = await windowOpenUntil(ctx.db, connection, key.customerNumber);
  if (!until || until <= now) return;
  if (!(await claimWhatsappNotice(ctx, { ...key, now }))) return;
  const [last] = await messagesWith(ctx.db, key, true);
  const text = personTexts[customerLocale(last?.content ?? "")].takenOver;
  try {
    await sendText(ctx, { connection, customerNumber: key.customerNumber, text, source: "auto-reply", now });
  } catch (error) {
    await giveBackWhatsappNotice(ctx, key);
    throw error;
  }
}

/**
 * "Take over" (issue 37), as for a bot's buyer: the number's auto-reply stops answering this customer until
 * released, or 24 hours after a person's last reply, and the customer is told. Taking over what a person holds
 * changes nothing.
 */
export async function takeOverWhatsapp(ctx: Deps, input: Acting): Promise<WhatsappTakeover> {
  const { connection, key } = await conversationOf(ctx, input);
  await holdWhatsapp(ctx, { ...key, actorId: input.actorId, now: input.now });
  // Not told now (WhatsApp silent or refusing): the thread shows the failed notice, and it goes before the first reply.
  await tellCustomerOnce(ctx, connection, key, input.now).catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
  });
  return whatsappTakeoverOf(ctx, { ...key, now: input.now });
}

/** "Release": the number's auto-reply answers this customer again. */
export async function releaseWhatsappConversation(
  ctx: Deps,
  input: Omit<Acting, "actorId">,
): Promise<WhatsappTakeover> {
  const { key } = await conversationOf(ctx, input);
  await releaseWhatsapp(ctx, key);
  return whatsappTakeoverOf(ctx, { ...key, now: input.now });
}

/**
 * The seller's reply by hand (issue 17), from one of their own numbers, inside the customer's 24 hours. As a bot's
 * reply does, it takes the conversation over (issue 37) and the 24 hours of quiet run from it; the customer is told
 * first, once per takeover.
 */
export async function replyByHand(ctx: Deps, input: Acting & { text: string }): Promise<WhatsappMessage> {
  const connection = await connectionOf(ctx.db, { userId: input.sellerId, connectionId: input.connectionId });
  const key = keyOf(connection, input.customerNumber);
  const until = await windowOpenUntil(ctx.db, connection, input.customerNumber);
  if (!until || until <= input.now) throw outsideWindow();
  await holdWhatsapp(ctx, { ...key, actorId: input.actorId, now: input.now });
  // A notice WhatsApp refused is on the thread and given back; the reply is still tried, and shows its own outcome.
  await tellCustomerOnce(ctx, connection, key, input.now).catch((error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
  });
  // The thread is ordered by time: the reply is a moment after the notice (at `now`) that may have gone before it.
  const at = new Date(input.now.getTime() + 1);
  const message = await sendText(ctx, {
    connection,
    customerNumber: input.customerNumber,
    text: input.text,
    source: "seller",
    now: at,
  });
  await whatsappReplied(ctx, { ...key, now: at });
  return message;
}
