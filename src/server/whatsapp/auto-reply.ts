import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type BuyerLocale, botTexts } from "../../shared/bot-texts";
import { botLink } from "../../shared/bots";
import { asksForPerson, personTexts } from "../../shared/conversations";
import { formatCount, formatToman } from "../../shared/toman";
import { whatsappTextLimit } from "../../shared/whatsapp";
import { isBlocked } from "../account/service";
import { whatsappTakenOver } from "../conversations/service";
import { sellerBots, whatsappConnections, whatsappMessages } from "../db/schema";
import { DomainError } from "../errors";
import { type ProductForSale, salesAnswer } from "../selling-bot/service";
import type { ServiceContext } from "../service-context";
import type { ConnectionRow } from "./connections";
import { customerLocale } from "./customer-locale";
import { sendText } from "./send";

/** A handler that took a message and then vanished (a crash) gives it up after this long. */
const claimLeaseMs = 2 * 60_000;
/** A message whose answer failed this many times is not tried again; the conversation shows why. */
const maxAttempts = 3;
/** How many waiting messages are taken at once; a pass goes on until none wait. */
const batchSize = 20;

type MessageRow = typeof whatsappMessages.$inferSelect;

const waiting = (now: Date) =>
  and(
    isNull(whatsappMessages.handledAt),
    eq(whatsappMessages.isIncoming, true),
    lt(whatsappMessages.attempts, maxAttempts),
    or(isNull(whatsappMessages.claimedUntil), lt(whatsappMessages.claimedUntil, now)),
  );

/**
 * Takes a number's waiting messages for this handler (a lease, so a crash leaves them to the retry) and
 * answers each with the sales assistant; a message whose send failed for a passing reason waits again.
 */
export async function answerWaiting(ctx: ServiceContext, input: { phoneNumberId: string; now: Date }) {
  let answered = 0;
  for (;;) {
    const claimed = await claim(ctx, input);
    if (claimed.length === 0) return answered;
    const [connection] = await ctx.db
      .select()
      .from(whatsappConnections)
      .where(eq(whatsappConnections.phoneNumberId, input.phoneNumberId));
    for (const message of claimed) {
      if (await answerOne(ctx, connection, message)) answered += 1;
    }
  }
}

async function claim(ctx: ServiceContext, input: { phoneNumberId: string; now: Date }): Promise<MessageRow[]> {
  const ids = ctx.db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.phoneNumberId, input.phoneNumberId), waiting(input.now)))
    .orderBy(asc(whatsappMessages.createdAt))
    .limit(batchSize);
  return ctx.db
    .update(whatsappMessages)
    .set({
      claimedUntil: new Date(input.now.getTime() + claimLeaseMs),
      attempts: sql`${whatsappMessages.attempts} + 1`,
    })
    .where(and(inArray(whatsappMessages.id, ids), waiting(input.now)))
    .returning();
}

/**
 * One customer message: answered when the number still wants answers, its seller is not blocked and no person holds
 * this customer (issue 37: others still get their answers). A customer asking for a person (the webhook queued them)
 * is told someone will answer, instead of the assistant's answer.
 */
async function answerOne(ctx: ServiceContext, connection: ConnectionRow | undefined, message: MessageRow) {
  const handled = () =>
    ctx.db.update(whatsappMessages).set({ handledAt: new Date() }).where(eq(whatsappMessages.id, message.id));
  const stillAnswering =
    connection?.autoReply &&
    connection.userId === message.userId &&
    !(await isBlocked(ctx, { userId: connection.userId }));
  const customerNumber = message.customerNumber;
  const held = (number: ConnectionRow, customer: string) =>
    whatsappTakenOver(ctx, {
      sellerId: number.userId,
      phoneNumberId: number.phoneNumberId,
      customerNumber: customer,
      now: new Date(),
    });
  if (!connection || !stillAnswering || !customerNumber || (await held(connection, customerNumber))) {
    await handled();
    return false;
  }
  try {
    const text = asksForPerson(message.messageContent)
      ? personTexts[customerLocale(message.messageContent)].queued
      : await assistantText(ctx, connection, { customerNumber, question: message.messageContent });
    await sendText(ctx, {
      connection,
      customerNumber,
      text: text.slice(0, whatsappTextLimit),
      source: "auto-reply",
      now: new Date(),
    });
    await handled();
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, message: message.id }, "a WhatsApp message could not be answered");
    // The refusal is on the conversation; only a passing one (WhatsApp silent, a rate limit) is tried again.
    const passing =
      error instanceof DomainError && (error.code === "whatsapp_unreachable" || error.code === "rate_limited");
    if (!passing) await handled();
    return false;
  }
}

/** The sales assistant's answer to a customer's question, as WhatsApp text. */
async function assistantText(
  ctx: ServiceContext,
  connection: ConnectionRow,
  input: { customerNumber: string; question: string },
) {
  const botLink = await shopBotLink(ctx, connection.userId);
  const answer = await salesAnswer(ctx, {
    sellerId: connection.userId,
    shopName: connection.verifiedName,
    // WhatsApp does not say which language the customer reads: their words do, Persian when they don't.
    locale: "fa",
    channel: { kind: "whatsapp", botLink },
    question: input.question,
    // WhatsApp customers order through the seller's bot; their orders there are not tied to this number.
    orders: [],
    askerKey: `whatsapp:${connection.phoneNumberId}:${input.customerNumber}`,
  });
  return answer.kind === "card" ? productText(answer.product, answer.locale, botLink) : answer.text;
}

/** The seller's bot, where a WhatsApp customer orders; null when the seller has no active one. */
async function shopBotLink(ctx: ServiceContext, sellerId: string): Promise<string | null> {
  const [bot] = await ctx.db
    .select({ platform: sellerBots.platform, username: sellerBots.botUsername })
    .from(sellerBots)
    .where(and(eq(sellerBots.userId, sellerId), eq(sellerBots.status, "active")))
    .orderBy(sellerBots.connectedAt)
    .limit(1);
  return bot ? botLink(bot.platform, bot.username) : null;
}

/**
 * A product as a WhatsApp text (the bot's card, without its buttons): name, price, stock, code and
 * description, and a link that opens the product in the seller's bot, where it can be ordered.
 */
function productText(product: ProductForSale, locale: BuyerLocale, shopBot: string | null) {
  const t = botTexts[locale];
  const head = [
    `*${product.name}*`,
    t.price(formatToman(product.price, locale)),
    product.stock === null ? t.inStock : t.stockLeft(formatCount(product.stock, locale)),
    t.code(product.productCode),
  ].join("\n");
  const link = shopBot && `${shopBot}?start=p_${product.productCode}`;
  const order = link ? `\n\n${locale === "fa" ? `سفارش در ربات ما: ${link}` : `Order in our bot: ${link}`}` : "";
  if (!product.description) return `${head}${order}`;
  // The description gives way, so the figures and the order link always fit in one message.
  const room = whatsappTextLimit - head.length - order.length - 3;
  const description =
    product.description.length <= room ? product.description : `${product.description.slice(0, room - 1).trimEnd()}…`;
  return `${head}\n\n${description}${order}`;
}

/** Every number with messages left waiting (a crash, WhatsApp silent): the retry job answers them. */
export async function retryWaitingMessages(ctx: ServiceContext, input: { now: Date }) {
  const numbers = await ctx.db
    .selectDistinct({ phoneNumberId: whatsappMessages.phoneNumberId })
    .from(whatsappMessages)
    .where(waiting(input.now));
  let answered = 0;
  for (const { phoneNumberId } of numbers) {
    if (phoneNumberId) answered += await answerWaiting(ctx, { phoneNumberId, now: input.now });
  }
  return { answered };
}
