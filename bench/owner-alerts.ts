import { Api } from "grammy";
import { startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { startScheduler } from "../src/server/jobs/scheduler";
import { createLogger } from "../src/server/logger";
import { placeOrder } from "../src/server/orders/service";
import { alertQueueOn, createOwnerLink, linkOwnerChat, ownerAlertQueue } from "../src/server/owner-chat/service";
import { type MadeProduct, productBody } from "../src/server/test/make-product";
import { asUser, makeUser } from "../src/server/test/make-user";
import { createTestServer } from "../src/server/test/test-server";
import { latinDigits } from "../src/shared/digits";
import { withDriver } from "./with-driver";

// Issue 37: 1,000 orders across 100 shops, each shop's owner chat linked; the time from an order's commit to its
// alert reaching the owner chat at the Bot API stand-in. The app keeps the platforms' pace (one message a second
// per chat, ~30 a second per bot), so a shop's tenth order in a burst is told about nine seconds after its first:
// the p99 of a burst is that pace, not the app. The reference is one sendMessage to the same stand-in.
const shopCount = 100;
const ordersPerShop = 10;
const inFlight = 16;
const setupBatch = 10;
const deliveryTimeoutMs = 120_000;

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
};
const ms = (value: number) => `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ms`;

async function runOn(driver: "pglite" | "postgres") {
  const standIn = await startBotApiStandIn();
  const server = await withDriver(driver, () =>
    createTestServer({
      APP_URL: "https://shop.example",
      TELEGRAM_API_ROOT: standIn.baseUrl,
      BALE_API_ROOT: standIn.baseUrl,
      BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "100000",
    }),
  );
  const scheduler = await startScheduler(
    { connection: server.database.jobConnection, logger: createLogger("silent"), pollingSeconds: 0.5 },
    { jobs: [], queues: [ownerAlertQueue(server.ctx, { inBackground: server.reactions.inBackground })] },
  );
  server.alertQueue.attach(alertQueueOn(scheduler));
  try {
    // 100 shops, each with a bot, a product in stock and its owner's chat linked.
    const shops: { sellerId: string; chatId: string; variantId: string; token: string }[] = [];
    for (let start = 0; start < shopCount; start += setupBatch) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(setupBatch, shopCount - start) }, async (_, offset) => {
          const index = start + offset;
          const seller = await makeUser(server.app, { origin: server.config.appUrl });
          const bot = standIn.addBot({ username: `bench_owner${index}_bot`, firstName: `Bench ${index}` });
          const post = async <T>(path: string, body: unknown): Promise<T> => {
            const response = await server.app.request(
              path,
              asUser(seller.cookie, {
                method: "POST",
                headers: { "content-type": "application/json", origin: server.config.appUrl },
                body: JSON.stringify(body),
              }),
            );
            if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
            return (await response.json()) as T;
          };
          const { id: botId } = await post<{ id: string }>("/api/bots", {
            platform: "telegram",
            bot_username: bot.username,
            bot_token: bot.token,
          });
          const product = await post<MadeProduct>("/api/products", productBody({ stock_quantity: 1000 }));
          const link = await createOwnerLink(server.ctx, {
            sellerId: seller.id,
            actorId: seller.id,
            botId,
            now: new Date(),
          });
          const chatId = 9_000_000 + index;
          const token = new URL(link.url).searchParams.get("start")?.slice("owner_".length) ?? "";
          await linkOwnerChat(server.ctx, {
            botId,
            token,
            account: { id: chatId, first_name: "Owner" },
            now: new Date(),
          });
          return {
            sellerId: seller.id,
            chatId: String(chatId),
            variantId: product.variants[0]?.id ?? "",
            token: bot.token,
          };
        }),
      );
      shops.push(...batch);
    }

    // The reference: one sendMessage to the stand-in, as the sender makes it.
    const api = new Api(shops[0]?.token ?? "", { apiRoot: standIn.baseUrl });
    const reference: number[] = [];
    for (let round = 0; round < 200; round += 1) {
      const started = performance.now();
      await api.sendMessage(1, "reference");
      reference.push(performance.now() - started);
    }

    // The burst: every shop's ten orders placed at once, `inFlight` commits at a time.
    const committedAt = new Map<string, number>();
    const work = shops.flatMap((shop) => Array.from({ length: ordersPerShop }, () => shop));
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < work.length) {
          const shop = work[next];
          next += 1;
          if (!shop) continue;
          const order = await placeOrder(server.ctx, {
            sellerId: shop.sellerId,
            lines: [{ variantId: shop.variantId, quantity: 1 }],
            buyerName: "Reza",
            buyerPhone: "09121234567",
            buyerAddress: null,
            paymentMethod: "card_to_card",
            paymentStatus: "pending",
            source: "bot",
            actor: "buyer",
            now: new Date(),
          });
          committedAt.set(`${shop.chatId}:${order.number}`, performance.now());
        }
      }),
    );
    const placedIn = performance.now() - started;
    const ownerChats = new Set(shops.map((shop) => shop.chatId));
    const alerts = () =>
      standIn.messages.filter((message) => ownerChats.has(message.chatId) && message.text.startsWith("🛒"));
    const deadline = performance.now() + deliveryTimeoutMs;
    while (alerts().length < work.length && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies: number[] = [];
    const seen = new Set<string>();
    let duplicates = 0;
    let outOfOrder = 0;
    const lastNumber = new Map<string, number>();
    for (const message of alerts()) {
      const number = Number(latinDigits(/(\S+)\n/.exec(message.text)?.[1] ?? "").replace(/[^0-9]/g, ""));
      const key = `${message.chatId}:${number}`;
      if (seen.has(key)) duplicates += 1;
      seen.add(key);
      if ((lastNumber.get(message.chatId) ?? 0) > number) outOfOrder += 1;
      lastNumber.set(message.chatId, number);
      const committed = committedAt.get(key);
      const arrived = standIn.sentAtOf(message);
      if (committed !== undefined && arrived !== undefined) latencies.push(arrived - committed);
    }
    console.log(
      `  ${driver}: ${seen.size}/${work.length} alerts told (duplicates ${duplicates}, out of order ${outOfOrder}); ` +
        `orders committed in ${ms(placedIn)}`,
    );
    console.log(
      `    commit → owner chat: p50 ${ms(percentile(latencies, 0.5))}  p99 ${ms(percentile(latencies, 0.99))}  ` +
        `max ${ms(percentile(latencies, 1))} (the platform's 1/s per chat puts a shop's 10th at ≥ 9 s)`,
    );
    console.log(
      `    reference, one sendMessage to the stand-in: p50 ${ms(percentile(reference, 0.5))}  p99 ${ms(percentile(reference, 0.99))}`,
    );
    // A shop's first order of the burst has no pace to wait for: its latency is the app's own.
    const firsts = shops
      .map((shop) => {
        const message = alerts().find((one) => one.chatId === shop.chatId);
        const committed = committedAt.get(`${shop.chatId}:1`);
        const arrived = message ? standIn.sentAtOf(message) : undefined;
        return committed !== undefined && arrived !== undefined ? arrived - committed : undefined;
      })
      .filter((value): value is number => value !== undefined);
    console.log(
      `    each shop's first alert (no pace to wait for): p50 ${ms(percentile(firsts, 0.5))}  p99 ${ms(percentile(firsts, 0.99))}`,
    );
  } finally {
    await scheduler.stop();
    await server.close();
    await standIn.close();
  }
}

export async function benchOwnerAlerts() {
  console.log(`\nOwner alerts (issue 37): ${shopCount * ordersPerShop} orders across ${shopCount} shops`);
  await runOn("pglite");
  if (process.env.TEST_DATABASE_URL) await runOn("postgres");
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOwnerAlerts();
