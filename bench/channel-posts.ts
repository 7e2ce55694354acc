import { count, eq, gt, inArray } from "drizzle-orm";
import { channelPosts, sellerChannels } from "../src/server/db/schema";
import { startBotApiStandIn } from "../src/server/integrations/telegram/test/bot-api-stand-in";
import { startScheduler } from "../src/server/jobs/scheduler";
import { createLogger } from "../src/server/logger";
import { channelPostQueue, postQueueOn } from "../src/server/publishing/publish-job";
import { productBody } from "../src/server/test/make-product";
import { asUser, makeUser, type TestAccount } from "../src/server/test/make-user";
import { subscribe } from "../src/server/test/subscribe";
import { createTestServer, type TestServer } from "../src/server/test/test-server";
import { withDriver } from "./with-driver";

const sellerCount = 100;
const postsPerSeller = 10;
const targetSeconds = 60;
/** The posts' common time is this far after they are queued, so the queueing is not measured. */
const leadMs = 10_000;
const giveUpMs = 180_000;
/** The app's public address: connecting a bot sets its webhook there (the stand-in wants https). */
const appUrl = "https://shop.example";

type StandIn = Awaited<ReturnType<typeof startBotApiStandIn>>;

interface Seller {
  account: TestAccount;
  channelId: string;
  productId: string;
}

function sender(server: TestServer, account: TestAccount) {
  return async (path: string, body: unknown) => {
    const init = { method: "POST", headers: { "content-type": "application/json", origin: appUrl } };
    const response = await server.app.request(path, asUser(account.cookie, { ...init, body: JSON.stringify(body) }));
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
}

/** A Pro seller with a connected bot, admin of a public channel of their own (linked as the app links one), and a product. */
async function openSeller(server: TestServer, standIn: StandIn, index: number): Promise<Seller> {
  const account = await makeUser(server.app, { origin: appUrl });
  await subscribe(server.database.db, account.id, "premium");
  const post = sender(server, account);
  const bot = standIn.addBot({ username: `poster${index}_bot`, firstName: `Shop ${index}` });
  const { id: botId } = await post("/api/bots", {
    platform: "telegram",
    bot_username: bot.username,
    bot_token: bot.token,
  });
  const channel = standIn.addChannel({ title: `Shop ${index} news`, username: `shop${index}news` });
  standIn.setChannelMember(channel.id, bot.id, { status: "administrator", canPostMessages: true });
  const channelId = crypto.randomUUID();
  await server.database.db.insert(sellerChannels).values({
    id: channelId,
    userId: account.id,
    botId,
    chatId: channel.id,
    title: channel.title,
    username: channel.username ?? null,
  });
  const { id: productId } = await post("/api/products", productBody({ name: `Product ${index}` }));
  return { account, channelId, productId };
}

/** Each seller's ten posts, half selling the product (text and the button), through the API. */
async function schedulePosts(server: TestServer, sellers: Seller[], at: Date) {
  const captions: string[] = [];
  for (let number = 1; number <= postsPerSeller; number += 1) {
    await Promise.all(
      sellers.map(async (seller, index) => {
        const caption = `Post ${number} of shop ${index + 1}`;
        captions.push(caption);
        await sender(server, seller.account)("/api/publishing/posts", {
          channel_id: seller.channelId,
          source: number % 2 === 0 ? "product" : "daily_content",
          ...(number % 2 === 0 ? { product_id: seller.productId } : {}),
          caption,
          hashtags: ["#bench"],
          scheduled_at: at.toISOString(),
        });
      }),
    );
  }
  return captions;
}

/** Posts that went out or gave up: the queue is done with them. */
async function settledCount(server: TestServer) {
  const [row] = await server.database.db
    .select({ value: count() })
    .from(channelPosts)
    .where(inArray(channelPosts.status, ["published", "failed"]));
  return row?.value ?? 0;
}

async function benchOn(driver: "pglite" | "postgres", label: string) {
  const standIn = await startBotApiStandIn();
  const server = await withDriver(driver, () =>
    createTestServer({
      APP_URL: appUrl,
      TELEGRAM_API_ROOT: standIn.baseUrl,
      BALE_API_ROOT: standIn.baseUrl,
      BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "1000",
    }),
  );
  const logger = createLogger("silent");
  const deps = { ...server.ctx, logger };
  let scheduler: Awaited<ReturnType<typeof startScheduler>> | undefined;
  try {
    const sellers: Seller[] = [];
    for (let index = 1; index <= sellerCount; index += 1) sellers.push(await openSeller(server, standIn, index));
    // Made through the API before the job queue runs (nothing queued yet), then all given one instant and
    // queued as the API queues a post: creating a thousand posts on this loop is not what is measured.
    const createdAt = performance.now();
    const captions = await schedulePosts(server, sellers, new Date(Date.now() + 30 * 60_000));
    const createMs = performance.now() - createdAt;
    scheduler = await startScheduler(
      { connection: server.database.jobConnection, logger, pollingSeconds: server.config.jobs.pollingSeconds },
      { jobs: [], queues: [channelPostQueue(deps)] },
    );
    server.postQueue.attach(postQueueOn(scheduler));
    const at = new Date(Date.now() + leadMs);
    const posts = await server.database.db
      .update(channelPosts)
      .set({ scheduledAt: at })
      .returning({ id: channelPosts.id });
    for (const post of posts) await server.postQueue.due(post.id, at);
    const early = Date.now() > at.getTime();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));
    const dueAt = performance.now();
    let done = 0;
    while (done < captions.length && performance.now() - dueAt < giveUpMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = await settledCount(server);
    }
    const seconds = (performance.now() - dueAt) / 1000;
    const [failedRow] = await server.database.db
      .select({ value: count() })
      .from(channelPosts)
      .where(eq(channelPosts.status, "failed"));
    const failed = failedRow?.value ?? 0;
    const [retriedRow] = await server.database.db
      .select({ value: count() })
      .from(channelPosts)
      .where(gt(channelPosts.attempts, 1));
    // "None twice": each caption is one post; the stand-in counts what reached each channel.
    const sent = new Map<string, number>();
    for (const message of standIn.messages) sent.set(message.text, (sent.get(message.text) ?? 0) + 1);
    const twice = captions.filter((caption) => (sent.get(`${caption}\n\n#bench`) ?? 0) > 1).length;
    const missing = captions.filter((caption) => !sent.has(`${caption}\n\n#bench`)).length;
    const verdict = (met: boolean) => (met ? "met" : "NOT met");
    console.log(`  ${label} (db kind: ${server.database.kind})`);
    console.log(
      `    created ${captions.length} posts through the API in ${(createMs / 1000).toFixed(1)} s, then queued them` +
        (early ? " (past their time already: the figure below starts late)" : ""),
    );
    const published = done - failed;
    console.log(
      `    ${published}/${captions.length} published (${failed} failed) ${seconds.toFixed(1)} s after their time ` +
        `(${Math.round(published / seconds)} posts/s; target all within ${targetSeconds} s: ` +
        `${verdict(published === captions.length && seconds <= targetSeconds)})`,
    );
    console.log(
      `    sent twice ${twice} (target 0: ${verdict(twice === 0)}), never sent ${missing}, ` +
        `${standIn.messages.length} messages in all; ${retriedRow?.value ?? 0} posts needed more than one attempt`,
    );
  } finally {
    await scheduler?.stop();
    await server.close();
    await standIn.close();
  }
}

/** Issue 19: a thousand posts of a hundred sellers due at the same instant, published by the job queue. */
export async function benchChannelPosts() {
  console.log(
    `Channel posts (issue 19): ${sellerCount * postsPerSeller} posts from ${sellerCount} sellers ` +
      `(${postsPerSeller} each, own bot and channel; half text, half a product's with its button), all due at one ` +
      "instant, Bot API stand-in",
  );
  await benchOn("pglite", "PGlite, one instance");
  if (process.env.TEST_DATABASE_URL) await benchOn("postgres", "PostgreSQL, one instance");
  else console.log("  PostgreSQL: skipped (TEST_DATABASE_URL is not set)");
}

// `npx tsx bench/channel-posts.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchChannelPosts();
