import { z } from "zod";
import { botPlatforms } from "./bots";

/**
 * Issue 35: what a new seller's first steps have reached, read in one request for the checklist at the top of
 * /dashboard: connect a bot, add a product a buyer can buy, choose how buyers pay, open the bot and say /start.
 */
export const shopSetupSchema = z.object({
  /** The newest connected bot, with whether it has handled any message yet (the "send /start" step). */
  bot: z
    .object({
      platform: z.enum(botPlatforms),
      username: z.string(),
      link: z.string(),
      answered: z.boolean(),
    })
    .nullable(),
  /** All the shop's products, and those a buyer can order now (available and not sold out). */
  products: z.number().int().nonnegative(),
  products_for_sale: z.number().int().nonnegative(),
  /** Buyers can pay by the seller's Zarinpal gateway, or card-to-card with a card whose full number is kept. */
  gateway: z.boolean(),
  card_to_card: z.boolean(),
  /** The first order has arrived: the checklist has done its job and is no longer shown. */
  has_orders: z.boolean(),
  /** The seller closed the checklist before that. */
  dismissed: z.boolean(),
});
export type ShopSetup = z.infer<typeof shopSetupSchema>;
