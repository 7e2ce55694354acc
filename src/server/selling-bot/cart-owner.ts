import type { CartOwner } from "../carts/service";
import type { ShopContext } from "./storefront-context";

/** Whose cart a chat's buttons and checkout work on: this buyer's, in this bot of this shop (DESIGN 30). */
export const cartOwnerOf = (ctx: ShopContext): CartOwner => ({
  sellerId: ctx.shop.sellerId,
  botId: ctx.shop.botId,
  chatId: ctx.chat?.id ?? ctx.from?.id ?? 0,
});
