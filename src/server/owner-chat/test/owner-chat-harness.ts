import { expect } from "vitest";
import { startScheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";
import { type ShopHarness, startShopHarness } from "../../selling-bot/test/shop-harness";
import { AlertPace } from "../alert-pace";
import { alertQueueOn, ownerAlertQueue } from "../alert-queue";

/**
 * The shop harness with the app's own owner-alert queue on pg-boss, as main.ts starts it, at a pace scaled down
 * (a message per chat every `chatGapMs`), and the steps a test of the owner chat takes: link it, order as a buyer.
 */
export async function startOwnerChatHarness(chatGapMs = 25) {
  const harness = await startShopHarness();
  const scheduler = await startScheduler(
    {
      connection: harness.server.database.jobConnection,
      logger: createLogger("silent"),
      pollingSeconds: harness.server.config.jobs.pollingSeconds,
    },
    {
      jobs: [],
      queues: [
        ownerAlertQueue(harness.server.ctx, {
          inBackground: harness.server.reactions.inBackground,
          pace: new AlertPace({ perBotMs: 1, perChatMs: chatGapMs }),
        }),
      ],
    },
  );
  harness.server.alertQueue.attach(alertQueueOn(scheduler));

  type Shop = Awaited<ReturnType<ShopHarness["shop"]>>;

  /** The seller makes a link in the connections tab and `owner` presses Start with it in the bot. */
  async function link(
    shop: Shop,
    owner = shop.chat(900_000 + Math.floor(Math.random() * 90_000), { first_name: "Sara" }),
  ) {
    const made = await harness.post(shop.seller, `/api/bots/${shop.id}/owner-links`, {});
    expect(made.status, await made.clone().text()).toBe(201);
    const { url } = (await made.json()) as { url: string };
    await owner.deliver(owner.text(`/start ${new URL(url).searchParams.get("start") ?? ""}`));
    return owner;
  }

  /** A shop that takes card-to-card payments, with a product, and its owner chat linked. */
  async function linkedShop() {
    const shop = await harness.shop();
    const card = await harness.post(shop.seller, "/api/seller-settings/cards", {
      card_last_four: "",
      card_holder_name: "Sara Ahmadi",
      card_number: "6037991234567893",
    });
    expect(card.status, await card.clone().text()).toBe(201);
    const shawl = await harness.product(shop.seller, { name: "Wool shawl", price: 1_250_000, stock_quantity: 5 });
    return { shop, owner: await link(shop), shawl };
  }

  /** A buyer orders one of the product in the bot, card-to-card, as a buyer does. */
  async function buyerOrders(shop: Shop, productId: string) {
    const buyer = harness.buyerOf(shop, { first_name: "Reza" });
    for (const step of [
      buyer.press(`o:${productId}`),
      buyer.text("1"),
      buyer.text("Reza Karimi"),
      buyer.text("09121234567"),
      buyer.press("skip-address"),
      buyer.press("confirm-order"),
    ]) {
      await buyer.deliver(step);
    }
    return buyer;
  }

  interface OrderView {
    id: string;
    number: number;
    order_status: string;
    payment_status: string;
    tracking: { carrier: string; code: string; url: string | null } | null;
  }
  const orders = async (shop: Shop) => (await harness.get<{ items: OrderView[] }>(shop.seller, "/api/orders")).items;

  return {
    ...harness,
    link,
    linkedShop,
    buyerOrders,
    orders,
    async close() {
      await scheduler.stop();
      await harness.close();
    },
  };
}

export type OwnerChatHarness = Awaited<ReturnType<typeof startOwnerChatHarness>>;
