import { and, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { ConversationMessage } from "../../shared/conversations";
import { displayNumber } from "../../shared/whatsapp";
import { orders, whatsappConnections, whatsappMessages, whatsappTakeovers } from "../db/schema";
import type { ServiceContext } from "../service-context";
import { buyersOrders } from "./buyer-orders";
import { isTakenOver } from "./conversation-rows";
import { type InboxEntry, ordersShown } from "./inbox-entry";

/** A WhatsApp customer's number (`98912…`) as an order's phone is written (`0912…` or `+98912…`). */
const phonesOf = (customerNumber: string) =>
  customerNumber.startsWith("98") ? [`0${customerNumber.slice(2)}`, `+${customerNumber}`] : [`+${customerNumber}`];

/** The inbox entries of these WhatsApp conversations of the shop, by key; a number no longer connected has none. */
export async function whatsappConversations(
  ctx: Pick<ServiceContext, "db">,
  sellerId: string,
  numbers: { phoneNumberId: string; customerNumber: string }[],
  now: Date,
) {
  const found = new Map<string, InboxEntry>();
  if (numbers.length === 0) return found;
  const ofThese = or(
    ...numbers.map((number) =>
      and(
        eq(whatsappMessages.phoneNumberId, number.phoneNumberId),
        eq(whatsappMessages.customerNumber, number.customerNumber),
      ),
    ),
  );
  const [connections, latest, names, holds] = await Promise.all([
    ctx.db
      .select()
      .from(whatsappConnections)
      .where(
        and(
          eq(whatsappConnections.userId, sellerId),
          inArray(
            whatsappConnections.phoneNumberId,
            numbers.map((number) => number.phoneNumberId),
          ),
        ),
      ),
    ctx.db
      .selectDistinctOn([whatsappMessages.phoneNumberId, whatsappMessages.customerNumber])
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.userId, sellerId), ofThese))
      .orderBy(whatsappMessages.phoneNumberId, whatsappMessages.customerNumber, desc(whatsappMessages.createdAt)),
    ctx.db
      .selectDistinctOn([whatsappMessages.phoneNumberId, whatsappMessages.customerNumber], {
        phoneNumberId: whatsappMessages.phoneNumberId,
        customerNumber: whatsappMessages.customerNumber,
        name: whatsappMessages.customerName,
      })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.userId, sellerId), ofThese, isNotNull(whatsappMessages.customerName)))
      .orderBy(whatsappMessages.phoneNumberId, whatsappMessages.customerNumber, desc(whatsappMessages.createdAt)),
    ctx.db
      .select()
      .from(whatsappTakeovers)
      .where(
        and(
          eq(whatsappTakeovers.sellerId, sellerId),
          or(
            ...numbers.map((number) =>
              and(
                eq(whatsappTakeovers.phoneNumberId, number.phoneNumberId),
                eq(whatsappTakeovers.customerNumber, number.customerNumber),
              ),
            ),
          ),
        ),
      ),
  ]);
  const keyOf = (phoneNumberId: string | null, customerNumber: string | null) =>
    `whatsapp:${phoneNumberId}:${customerNumber}`;
  const lastOf = new Map(latest.map((row) => [keyOf(row.phoneNumberId, row.customerNumber), row]));
  const nameOf = new Map(names.map((row) => [keyOf(row.phoneNumberId, row.customerNumber), row.name]));
  const holdOf = new Map(holds.map((row) => [keyOf(row.phoneNumberId, row.customerNumber), row]));
  const ordersOf = await buyersOrders(
    ctx,
    sellerId,
    [
      inArray(
        orders.buyerPhone,
        numbers.flatMap((number) => phonesOf(number.customerNumber)),
      ),
    ],
    (order) => {
      const number = numbers.find((one) => phonesOf(one.customerNumber).includes(order.buyerPhone));
      return number?.customerNumber;
    },
  );
  for (const number of numbers) {
    const connection = connections.find((one) => one.phoneNumberId === number.phoneNumberId);
    const key = keyOf(number.phoneNumberId, number.customerNumber);
    const last = lastOf.get(key);
    const hold = holdOf.get(key);
    if (!connection) continue;
    const bought = ordersOf.get(number.customerNumber) ?? [];
    const lastMessage: ConversationMessage | null = last
      ? {
          id: last.id,
          from: last.isIncoming ? "buyer" : last.source === "seller" ? "person" : "bot",
          kind: "text",
          text: last.messageContent,
          sent_by: null,
          at: last.createdAt.toISOString(),
        }
      : null;
    found.set(key, {
      key,
      channel: "whatsapp",
      channel_name: connection.verifiedName,
      channel_address: connection.displayPhoneNumber,
      buyer_name: nameOf.get(key) ?? null,
      buyer_handle: displayNumber(number.customerNumber),
      last_message: lastMessage,
      wants_person: Boolean(hold?.wantsPersonSince),
      taken_over: hold !== undefined && isTakenOver(hold, now),
      buyer_blocked: false,
      orders: bought.slice(0, ordersShown),
      order_count: bought.length,
      conversation_id: null,
      whatsapp: { connection_id: connection.id, customer_number: number.customerNumber },
    });
  }
  return found;
}
