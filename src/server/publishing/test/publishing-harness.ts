import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { CreatePostInput } from "../../../shared/publishing";
import { loadConfig } from "../../config";
import { channelPosts, sellerChannels } from "../../db/schema";
import { startBotApiStandIn } from "../../integrations/telegram/test/bot-api-stand-in";
import { type ScheduledJob, startScheduler } from "../../jobs/scheduler";
import { createLogger } from "../../logger";
import { buildServer, type Server } from "../../runtime/build-server";
import { makeImage, productBody } from "../../test/make-product";
import { asUser, makeUser, type TestAccount } from "../../test/make-user";
import { createTestDatabase } from "../../test/test-server";
import { channelPostQueue, channelPostsSweepJob, postQueueOn } from "../publish-job";

/** The app on a public https address, as in production: connecting a bot sets its webhook there. */
const appUrl = "https://shop.example";

type Running = {
  server: Server;
  runNow: (name: string) => Promise<unknown>;
  jobStates: (name: string, key?: string) => Promise<string[]>;
  stop: () => Promise<void>;
};

/**
 * The app with its job queue (the channel-post queue and the minute's sweep) against the Bot API stand-in,
 * on a database that outlives a restart: PGlite in a folder of its own, or, in the `api-postgres` project,
 * a PostgreSQL database of its own, dropped at the end. Retries wait one second, not thirty.
 */
export async function startPublishingHarness() {
  const standIn = await startBotApiStandIn();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mohtavayar-publishing-"));
  const database = await createTestDatabase();
  const databaseUrl = database.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    PORT: "3000",
    APP_URL: appUrl,
    APP_SECRET: "test-secret-test-secret-test-secret-0123",
    TRUST_PROXY: "true",
    TELEGRAM_API_ROOT: standIn.baseUrl,
    BALE_API_ROOT: standIn.baseUrl,
    BOT_CONNECT_RATE_LIMIT_PER_MINUTE: "1000",
    UPLOAD_RATE_LIMIT_PER_MINUTE: "1000",
    PUBLISH_RETRY_DELAY_SECONDS: "1",
    JOBS_POLLING_SECONDS: "0.5",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const logger = createLogger("silent");

  /** Opens the database, builds the app and starts its job queue, as main does. */
  async function open(): Promise<Running> {
    const server = await buildServer({ config, logger });
    const deps = { ...server.ctx, config, logger };
    // The sweep runs when a test says (runNow), not at each minute's turn, so a test sees what it did.
    const sweep: ScheduledJob = {
      ...channelPostsSweepJob({ db: deps.db, postQueue: server.postQueue }),
      cron: "0 0 1 1 *",
    };
    const scheduler = await startScheduler(
      { connection: server.database.jobConnection, logger, pollingSeconds: config.jobs.pollingSeconds },
      { jobs: [sweep], queues: [channelPostQueue(deps)] },
    );
    server.postQueue.attach(postQueueOn(scheduler));
    return {
      server,
      runNow: scheduler.runNow,
      jobStates: scheduler.jobStates,
      stop: async () => {
        await scheduler.stop();
        await server.events.close();
        await server.database.close();
      },
    };
  }

  let running = await open();
  const app = () => running.server.app;
  const db = () => running.server.database.db;
  let lastBot = 0;
  let lastChannel = 0;

  const onApp = (account: TestAccount, init: RequestInit = {}) =>
    asUser(account.cookie, { ...init, headers: { ...(init.headers as Record<string, string>), origin: appUrl } });
  const send = (account: TestAccount, method: string, route: string, body?: unknown) =>
    app().request(
      route,
      onApp(account, {
        method,
        ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      }),
    );

  /** A seller with a connected bot that is an admin allowed to post in a public channel of theirs. */
  async function seller(options: { username?: string } = {}) {
    const account = await makeUser(app(), { origin: appUrl });
    lastBot += 1;
    const bot = standIn.addBot({ username: `publisher${lastBot}_bot`, firstName: `Shop ${lastBot}` });
    const connected = await send(account, "POST", "/api/bots", {
      platform: "telegram",
      bot_username: bot.username,
      bot_token: bot.token,
    });
    expect(connected.status, await connected.clone().text()).toBe(201);
    const { id: botId } = (await connected.json()) as { id: string };
    const { channel, channelId } = await linkChannel(account, { botId, platformBotId: bot.id }, options.username);
    return { account, bot, botId, channel, channelId };
  }

  /** A new public channel where the bot is an admin allowed to post, linked to it as H1's linking stores it. */
  async function linkChannel(account: TestAccount, bot: { botId: string; platformBotId: number }, username?: string) {
    lastChannel += 1;
    const channel = standIn.addChannel({
      title: `Channel ${lastChannel}`,
      username: username ?? `shop${lastChannel}news`,
    });
    standIn.setChannelMember(channel.id, bot.platformBotId, { status: "administrator", canPostMessages: true });
    const channelId = randomUUID();
    await db()
      .insert(sellerChannels)
      .values({
        id: channelId,
        userId: account.id,
        botId: bot.botId,
        chatId: channel.id,
        title: channel.title,
        username: channel.username ?? null,
      });
    return { channel, channelId };
  }

  /** A product of the seller's, with a photo unless said otherwise. */
  async function product(account: TestAccount, overrides: Record<string, unknown> = {}, withPhoto = true) {
    const mediaIds: string[] = [];
    if (withPhoto) {
      const form = new FormData();
      form.append("file", new File([Uint8Array.from(await makeImage("jpeg", 120, 90))], "front.jpg"));
      const uploaded = await app().request("/api/products/media", onApp(account, { method: "POST", body: form }));
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      mediaIds.push(((await uploaded.json()) as { id: string }).id);
    }
    const created = await send(account, "POST", "/api/products", productBody({ media_ids: mediaIds, ...overrides }));
    expect(created.status, await created.clone().text()).toBe(201);
    return (await created.json()) as { id: string; product_code: string; name: string };
  }

  const createPost = (account: TestAccount, body: CreatePostInput) =>
    send(account, "POST", "/api/publishing/posts", body);

  /** The post's row as stored. */
  const row = async (postId: string) => (await db().select().from(channelPosts).where(eq(channelPosts.id, postId)))[0];

  /** Waits (up to `timeout`) until the post's row has `status`. */
  const settlesAs = (postId: string, status: string, timeout = 20_000) =>
    expect.poll(async () => (await row(postId))?.status, { timeout, interval: 200 }).toBe(status);

  return {
    standIn,
    config,
    app,
    db,
    send,
    seller,
    linkChannel,
    product,
    createPost,
    row,
    settlesAs,
    /** The `post` events the seller's open pages were told, in order, from now on. */
    postEvents(userId: string) {
      const heard: { post_id: string; status: string }[] = [];
      running.server.events.subscribe((message) => {
        if (message.type === "user-event" && message.userId === userId && message.event.type === "post") {
          heard.push({ post_id: message.event.post_id, status: message.event.status });
        }
      });
      return heard;
    },
    /** Messages the stand-in took in a chat. */
    messagesIn: (chatId: number) => standIn.messages.filter((message) => message.chatId === String(chatId)),
    /** The app and its job queue stop (a deploy, a crash) and start again on the same database. */
    async restart(whileDown: () => Promise<void> = async () => {}) {
      await running.stop();
      await whileDown();
      running = await open();
    },
    /** Runs the minute's sweep of due posts now. */
    sweep: () => running.runNow("channel-posts-sweep"),
    /** Waits until every job of the sweep and of the post queue has run: what they would do is done. */
    jobsSettle: () =>
      expect
        .poll(
          async () =>
            [...(await running.jobStates("channel-posts-sweep")), ...(await running.jobStates("channel-post"))].every(
              (state) => state === "completed" || state === "failed",
            ),
          { timeout: 20_000, interval: 200 },
        )
        .toBe(true),
    /** The states of the post's job in the queue (none when it was never queued). */
    postJobStates: (postId: string) => running.jobStates("channel-post", postId),
    async close() {
      await running.stop();
      await standIn.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

export type PublishingHarness = Awaited<ReturnType<typeof startPublishingHarness>>;
