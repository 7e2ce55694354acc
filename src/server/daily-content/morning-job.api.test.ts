import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tehranIsoDate } from "../../shared/tehran-calendar";
import { dailyContent, session, subscribers } from "../db/schema";
import { startScheduler } from "../jobs/scheduler";
import { createLogger } from "../logger";
import { makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { generateForActiveUsers } from "./morning-batch";
import { morningContentJob } from "./morning-job";
import { generateToday } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const rowsOf = (userId: string) =>
  server.database.db.select().from(dailyContent).where(eq(dailyContent.userId, userId));

describe("the morning job", () => {
  it("DAILY-14 DAILY-12 two concurrent runs make exactly one row per active user and none for inactive ones", async () => {
    const db = server.database.db;
    const active = await Promise.all(Array.from({ length: 5 }, () => makeUser(server.app)));
    const inactive = await makeUser(server.app);
    await db
      .update(session)
      .set({ updatedAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(session.userId, inactive.id));
    const now = new Date();
    const early = await generateToday({ db }, { userId: active[0].id, now });

    const runs = await Promise.all([
      generateForActiveUsers({ db }, { now, batchSize: 2 }),
      generateForActiveUsers({ db }, { now, batchSize: 2 }),
    ]);

    expect(runs.reduce((sum, run) => sum + run.generated, 0)).toBe(4);
    for (const account of active) {
      const rows = await rowsOf(account.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.contentDate).toBe(tehranIsoDate(now));
    }
    expect((await rowsOf(active[0].id))[0]?.id).toBe(early.day.content?.id);
    expect(await rowsOf(inactive.id)).toHaveLength(0);
    expect((await generateForActiveUsers({ db }, { now })).generated).toBe(0);
  });

  it("DAILY-14 a lower plan waiting for the higher one's end gives the morning's content once it has begun", async () => {
    const db = server.database.db;
    const account = await makeUser(server.app);
    const now = new Date();
    // Decision 021: Pro ran until yesterday, Eco (one idea a day) was bought to follow it.
    await db
      .update(subscribers)
      .set({
        subscribed: true,
        subscriptionTier: "premium",
        tierUntil: new Date(now.getTime() - 86_400_000),
        nextTier: "basic",
        subscriptionEnd: new Date(now.getTime() + 29 * 86_400_000),
      })
      .where(eq(subscribers.userId, account.id));

    await generateForActiveUsers({ db }, { now });

    const [row] = await rowsOf(account.id);
    expect(row?.contentIdeas).toHaveLength(1);
    expect(row?.viralMusic).toEqual([]);
  });

  it("DAILY-14 is scheduled daily at 06:00 Tehran time and a run prepares today's content", async () => {
    const account = await makeUser(server.app);
    const scheduler = await startScheduler(
      {
        connection: server.database.jobConnection,
        logger: createLogger("silent"),
        pollingSeconds: server.config.jobs.pollingSeconds,
      },
      { jobs: [morningContentJob(server.database)] },
    );
    try {
      expect(await scheduler.schedules()).toEqual([
        expect.objectContaining({ name: "daily-content-morning", cron: "0 6 * * *", timezone: "Asia/Tehran" }),
      ]);
      await scheduler.runNow("daily-content-morning");
      await expect.poll(() => rowsOf(account.id), { timeout: 20_000, interval: 250 }).toHaveLength(1);
    } finally {
      await scheduler.stop();
    }
  }, 30_000);
});
