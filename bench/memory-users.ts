import { sql } from "drizzle-orm";
import { fromPglite, PgBoss } from "pg-boss";
import { openDatabase } from "../src/server/db/client";
import { paidTiers } from "../src/shared/plans";

export const morningUserCount = 10_000;
const industries = ["technology", "ecommerce", "fashion", "food", "beauty", "health", "education", "other"];

/**
 * The 10,000 active users of bench/daily-content.ts, written into the app's stopped PGlite, and the
 * morning job sent to its queue so the app itself runs the batch when it starts (its cron is 06:00 Tehran).
 * Their ids sort before the app's own (uuids), which the morning batch walks last.
 */
export async function seedMorningUsers(databaseDir: string) {
  const database = await openDatabase({ dataDir: databaseDir });
  try {
    const { db, jobConnection } = database;
    // The first start ran the occurrence it found missed and served the app's own users; without their
    // rows, the run measured here makes them again, last, which tells the bench when it has ended.
    await db.execute(sql`delete from daily_content`);
    await db.execute(sql`
      insert into "user" (id, name, email) select '00000000-bench-' || i, 'User ' || i, 'bench-u' || i || '@example.com'
      from generate_series(1, ${morningUserCount}) i`);
    await db.execute(sql`
      insert into session (id, token, user_id, expires_at, updated_at)
      select 'bench-s' || i, 'bench-t' || i, '00000000-bench-' || i, now() + interval '30 days', now()
      from generate_series(1, ${morningUserCount}) i`);
    await db.execute(sql`
      insert into profiles (user_id, full_name, industry, preferred_language)
      select '00000000-bench-' || i, 'User ' || i,
        (${sql.raw(`array[${industries.map((name) => `'${name}'`).join(",")}]`)})[1 + i % ${industries.length}],
        case when i % 5 = 0 then 'en' else 'fa' end
      from generate_series(1, ${morningUserCount}) i`);
    await db.execute(sql`
      insert into subscribers (user_id, email, subscribed, subscription_tier, subscription_end)
      select '00000000-bench-' || i, 'bench-u' || i || '@example.com', i % 4 = 0,
        (${sql.raw(`array[${paidTiers.map((tier) => `'${tier}'`).join(",")}]`)})[1 + i % 3], now() + interval '30 days'
      from generate_series(1, ${morningUserCount}) i`);
    if (jobConnection.kind !== "pglite") throw new Error("the memory bench runs on PGlite");
    const boss = new PgBoss({
      db: fromPglite(jobConnection.client),
      backend: "pglite",
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.send("daily-content-morning", {});
    await boss.stop();
  } finally {
    await database.close();
  }
}
