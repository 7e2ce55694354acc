import type { ShopSetup } from "./shop-setup";

// Apart from the schema in ./shop-setup: the home reads these before anything else, and must not download zod
// for them (docs/performance.md, the third pass).

export const shopSetupSteps = ["bot", "product", "payment", "start"] as const;
export type ShopSetupStep = (typeof shopSetupSteps)[number];

/** Each step's state; a step counts as done only when what it stands for is usable by a buyer. */
export function shopSetupProgress(setup: ShopSetup): Record<ShopSetupStep, boolean> {
  return {
    bot: setup.bot !== null,
    product: setup.products_for_sale > 0,
    payment: setup.gateway || setup.card_to_card,
    start: setup.bot?.answered ?? false,
  };
}

/** Shown to a seller who has not sold yet and has not closed it. */
export function showsShopSetup(setup: ShopSetup): boolean {
  return !setup.has_orders && !setup.dismissed;
}
