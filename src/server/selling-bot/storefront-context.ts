import type { Context } from "grammy";
import { type BuyerLocale, buyerLocaleOf } from "../../shared/bot-texts";
import type { OrderChange } from "../../shared/orders";
import type { AiEngine } from "../ai/service";
import type { OwnerChatRow } from "../owner-chat/service";
import type { ServiceContext } from "../service-context";

/** What every handler knows besides the update: whose shop this bot is, and what it may use. */
export interface Shop extends Pick<ServiceContext, "db" | "events" | "logger" | "secrets" | "storage" | "config"> {
  sellerId: string;
  botId: string;
  /** The bot's name, as the buyer sees it at the top of the chat. */
  name: string;
  /** Where a file the buyer sent (a receipt photo) is downloaded from, by the path getFile gave. */
  fileUrl: (path: string) => string;
  /** The pay link of a gateway order, on the app's public address (DESIGN 23). */
  payUrl: (token: string) => string;
  /** Where the buyer of a card-to-card order sees the receipt they sent, by the order's link (issue 34). */
  receiptUrl: (token: string) => string;
  /** The engine the sales assistant answers free questions with (offline unless a model is set). */
  ai: AiEngine;
  /** The shop's owner chats in this bot by platform account (issue 37): never served as buyers. */
  ownerChats: ReadonlyMap<number, OwnerChatRow>;
  /** An order changed from the owner chat: its buyer is told, as after the same change on the web. */
  orderChanged: (orderId: string, change: OrderChange) => Promise<void>;
  /** Issue 37: this buyer's conversation in the shop's inbox, noted for each of their updates. */
  conversationId?: string;
  /** A person answers this buyer now: the free-text sales assistant keeps quiet (buttons, cart and checkout do not). */
  assistantPaused: boolean;
}
export type ShopContext = Context & { shop: Shop };

/** The buyer's language, from what their chat app says it speaks. */
export const localeOf = (ctx: ShopContext): BuyerLocale => buyerLocaleOf(ctx.from?.language_code);
