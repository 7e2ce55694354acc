import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { botChats } from "../db/schema";
import { isOwnerState } from "../owner-chat/service";

/** An order being taken, step by step; each step's answer is kept as it is given. */
export interface OrderDraft {
  /**
   * Issue 36: with shipping methods set up, the phone is followed by the province, the city, the method, and
   * (unless it is a pickup) the address and the postal code; without any, by an optional address as before.
   * `discount_code` is the summary's question for a code.
   */
  step:
    | "quantity"
    | "name"
    | "phone"
    | "province"
    | "city"
    | "method"
    | "address"
    | "postal_code"
    | "discount_code"
    | "confirm";
  /** One product ordered at once; or, from a checkout, the buyer's cart (DESIGN 30). */
  productId?: string;
  cartId?: string;
  /** The variant chosen (DESIGN 29); a draft kept from before variants has only the product, which has one. */
  variantId?: string;
  quantity?: number;
  name?: string;
  phone?: string;
  address?: string | null;
  /** Where it goes (DESIGN 31): a province id, a city as the data file writes it, the chosen method's id. */
  province?: string;
  city?: string;
  methodId?: string;
  postalCode?: string | null;
  /** The discount code applied, normalised; judged again on the summary and when the order is placed. */
  discountCode?: string | null;
}
/** In the cart: the bot waits for the discount code the buyer was asked for. */
export interface AwaitingCartCode {
  step: "cart_code";
}
/** After a card-to-card order: the bot waits for the receipt photo. */
export interface AwaitingReceipt {
  step: "receipt";
  orderId: string;
}
export type ChatState = OrderDraft | AwaitingReceipt | AwaitingCartCode;

export interface ChatKey {
  botId: string;
  chatId: number;
}

/** The buyer's state; an owner's step left in the row (issue 37: a chat unlinked meanwhile) is none of theirs. */
export async function readChatState(db: Database, key: ChatKey): Promise<ChatState | undefined> {
  const [row] = await db
    .select({ state: botChats.state })
    .from(botChats)
    .where(and(eq(botChats.botId, key.botId), eq(botChats.chatId, key.chatId)));
  if (!row || isOwnerState(row.state)) return undefined;
  return row.state as ChatState;
}

export async function writeChatState(db: Database, key: ChatKey, state: ChatState) {
  await db
    .insert(botChats)
    .values({ ...key, state, updatedAt: new Date() })
    .onConflictDoUpdate({ target: [botChats.botId, botChats.chatId], set: { state, updatedAt: new Date() } });
}

export async function clearChatState(db: Database, key: ChatKey) {
  await db.delete(botChats).where(and(eq(botChats.botId, key.botId), eq(botChats.chatId, key.chatId)));
}

/**
 * Ends the chat's draft only if it is still at `step`: of two deliveries of one "confirm" (a retried
 * update, a double tap), one takes the draft and makes the order, the other finds nothing to do.
 */
export async function takeDraftAt(
  db: Database,
  key: ChatKey,
  step: OrderDraft["step"],
): Promise<OrderDraft | undefined> {
  const [row] = await db
    .delete(botChats)
    .where(
      and(eq(botChats.botId, key.botId), eq(botChats.chatId, key.chatId), sql`${botChats.state}->>'step' = ${step}`),
    )
    .returning({ state: botChats.state });
  return row?.state as OrderDraft | undefined;
}
