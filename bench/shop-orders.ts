import { startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { placeOrder } from "../src/server/orders/service";
import { productBody } from "../src/server/test/make-product";
import { asUser, makeUser, type TestAccount } from "../src/server/test/make-user";
import { createTestServer, type TestServer } from "../src/server/test/test-server";
import { withDriver } from "./with-driver";

/** Issue 36's figures: an order of 5 lines with a code, and 50 buyers of one shop confirming at once. */
const runs = 100;
const buyers = 50;
const appUrl = "https://shop.example";
const placedText = /^سفارش شما با شمارهٔ .+ ثبت شد/;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

type StandIn = Awaited<ReturnType<typeof startBotApiStandIn>>;

/** A shop as a seller sets it up in the workspace: 5 products, a Pishtaz method for all of Iran, a 10 % code. */
async function openShop(server: TestServer) {
  const seller: TestAccount = await makeUser(server.app, { origin: appUrl });
  const send = async (path: string, body: unknown, method = "POST") => {
    const init = { method, headers: { "content-type": "application/json", origin: appUrl } };
    const response = await server.app.request(path, asUser(seller.cookie, { ...init, body: JSON.stringify(body) }));
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; variants?: { id: string }[] };
  };
  const variants: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const made = await send(
      "/api/products",
      productBody({ name: `کالای ${index + 1}`, price: 100_000 + index * 25_000 }),
    );
    variants.push(made.variants?.[0]?.id ?? "");
  }
  await send("/api/shipping-methods", { preset: "post_pishtaz", name: "پست پیشتاز", cost: 45_000 });
  await send("/api/discount-codes", { code: "BENCH10", kind: "percent", value: 10 });
  return { seller, send, variants };
}

/** placeOrder straight on the service, as the bot and the manual form call it: `runs` orders one after another. */
async function timePlacing(
  server: TestServer,
  sellerId: string,
  order: { lines: string[]; code: string | null; methodId: string | null },
) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const startedAt = performance.now();
    await placeOrder(server.ctx, {
      sellerId,
      lines: order.lines.map((variantId) => ({ variantId, quantity: 1 })),
      buyerName: "Bench buyer",
      buyerPhone: "09121234567",
      buyerAddress: "خیابان آزادی، پلاک ۱",
      shipping: order.methodId
        ? { methodId: order.methodId, province: "tehran", city: "تهران", postalCode: "1434863111" }
        : null,
      discount: order.code ? { code: order.code, buyerKey: `phone:bench-${run}` } : null,
      paymentMethod: "card_to_card",
      paymentStatus: "pending",
      source: "manual",
      actor: "seller",
      now: new Date(),
    });
    times.push(performance.now() - startedAt);
  }
  return figures(times);
}

/** Each buyer's chat: updates posted as Telegram posts them, and when the bot's reply to it arrived. */
function buyerChats(server: TestServer, standIn: StandIn, bot: { id: string; token: string; secret: string }) {
  let updateId = 10_000;
  const placedAt = new Map<number, number>();
  // The stand-in's record of sent messages is where the reply's instant is read, the moment it arrives.
  const push = standIn.messages.push.bind(standIn.messages);
  standIn.messages.push = (...sent) => {
    for (const message of sent) {
      if (message.token === bot.token && placedText.test(message.text ?? "")) {
        placedAt.set(Number(message.chatId), performance.now());
      }
    }
    return push(...sent);
  };
  const post = (body: Record<string, unknown>) =>
    server.app.request(`/api/bots/${bot.id}/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-telegram-bot-api-secret-token": bot.secret },
      body: JSON.stringify(body),
    });
  const from = (chatId: number) => ({ id: chatId, is_bot: false, first_name: "Reza", language_code: "fa" });
  const text = (chatId: number, body: string) => {
    updateId += 1;
    const chat = { id: chatId, type: "private", first_name: "Reza" };
    const entities = body.startsWith("/") ? [{ type: "bot_command", offset: 0, length: body.length }] : undefined;
    const message = { message_id: updateId, date: Math.floor(Date.now() / 1000), chat, from: from(chatId), text: body };
    return post({ update_id: updateId, message: entities ? { ...message, entities } : message });
  };
  const press = (chatId: number, data: string) => {
    updateId += 1;
    const message = { message_id: 1, date: 0, chat: { id: chatId, type: "private" }, text: "…" };
    return post({
      update_id: updateId,
      callback_query: { id: `cq-${updateId}`, from: from(chatId), chat_instance: "ci", data, message },
    });
  };
  return { text, press, placedAt };
}

/** Until the app has handled every update it took and told every buyer, as a test's `settled` waits. */
async function settled(server: TestServer) {
  const deadline = performance.now() + 60_000;
  while (server.openStreams.size > 0) {
    if (performance.now() > deadline) throw new Error("the bot did not finish handling its updates");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * 50 buyers of one shop each fill a cart of two lines, type the code, and go through the checkout to the
 * summary (in lock step: every buyer's step, then the next); then all confirm at once. Measured: from each
 * confirmation's post to the bot's "your order is placed" in that chat. The reference is one buyer confirming
 * alone in the same shop just before.
 */
async function timeBuyers(server: TestServer, standIn: StandIn, shop: Awaited<ReturnType<typeof openShop>>) {
  const made = standIn.addBot({ username: "orders_bench_bot", firstName: "Bench shop" });
  const { id } = await shop.send("/api/bots", {
    platform: "telegram",
    bot_username: made.username,
    bot_token: made.token,
  });
  const secret = standIn.webhookOf(made.token)?.secretToken ?? "";
  const chats = buyerChats(server, standIn, { id, token: made.token, secret });
  const [first = "", second = ""] = shop.variants;
  const steps: ((chatId: number) => Response | Promise<Response>)[] = [
    (chat) => chats.press(chat, `ca:${first}`),
    (chat) => chats.press(chat, `ca:${second}`),
    (chat) => chats.press(chat, "cart-code"),
    (chat) => chats.text(chat, "bench10"),
    (chat) => chats.press(chat, "cart-checkout"),
    (chat) => chats.text(chat, "رضا احمدی"),
    (chat) => chats.text(chat, "09121234567"),
    (chat) => chats.press(chat, "pv:tehran"),
    (chat) => chats.press(chat, "pc:tehran:0"),
    (chat) => chats.text(chat, "خیابان آزادی، کوچهٔ دوم، پلاک ۱۲"),
    (chat) => chats.text(chat, "1434863111"),
  ];
  const upToSummary = async (chatIds: number[]) => {
    for (const step of steps) {
      await Promise.all(chatIds.map(step));
      await settled(server);
    }
  };
  const confirm = async (chatIds: number[]) => {
    const sentAt = new Map<number, number>();
    await Promise.all(
      chatIds.map(async (chat) => {
        sentAt.set(chat, performance.now());
        await chats.press(chat, "confirm-order");
      }),
    );
    await settled(server);
    const times = chatIds.map((chat) => (chats.placedAt.get(chat) ?? Number.NaN) - (sentAt.get(chat) ?? 0));
    if (times.some(Number.isNaN)) throw new Error("a buyer was not told the order was placed");
    return times;
  };
  const alone = [900_000];
  await upToSummary(alone);
  const reference = figures(await confirm(alone));
  const crowd = Array.from({ length: buyers }, (_, index) => 900_001 + index);
  await upToSummary(crowd);
  return { reference, crowd: figures(await confirm(crowd)) };
}

async function benchOn(driver: "pglite" | "postgres") {
  const standIn = await startBotApiStandIn();
  const server = await createTestServer({
    APP_URL: appUrl,
    TELEGRAM_API_ROOT: standIn.baseUrl,
    BALE_API_ROOT: standIn.baseUrl,
    BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "1000",
    LOG_LEVEL: "silent",
  });
  try {
    const shop = await openShop(server);
    const { items } = (await (
      await server.app.request("/api/shipping-methods", asUser(shop.seller.cookie))
    ).json()) as { items: { id: string }[] };
    const methodId = items[0]?.id ?? "";
    const oneLine = await timePlacing(server, shop.seller.id, {
      lines: shop.variants.slice(0, 1),
      code: null,
      methodId: null,
    });
    const fiveLines = await timePlacing(server, shop.seller.id, { lines: shop.variants, code: "BENCH10", methodId });
    const bot = await timeBuyers(server, standIn, shop);
    const name = driver === "pglite" ? "PGlite" : "PostgreSQL";
    console.log(`Shop orders (${name}; issue 36)`);
    console.log(
      `  placeOrder, ${runs} one after another: 5 lines + code + shipping p50 ${ms(fiveLines.p50)} p99 ${ms(fiveLines.p99)}` +
        `  | reference, 1 line alone: p50 ${ms(oneLine.p50)} p99 ${ms(oneLine.p99)}  (p50 ×${(fiveLines.p50 / oneLine.p50).toFixed(1)})`,
    );
    console.log(
      `  bot, confirm → "order placed": ${buyers} buyers at once p50 ${ms(bot.crowd.p50)} p99 ${ms(bot.crowd.p99)} max ${ms(bot.crowd.max)}` +
        `  | reference, 1 buyer alone: ${ms(bot.reference.p50)}`,
    );
  } finally {
    await server.close();
    await standIn.close();
  }
}

export async function benchShopOrders() {
  await withDriver("pglite", () => benchOn("pglite"));
  if (process.env.TEST_DATABASE_URL) await withDriver("postgres", () => benchOn("postgres"));
  else console.log("Shop orders (PostgreSQL): skipped, TEST_DATABASE_URL is not set");
}
