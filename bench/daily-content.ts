import { sql } from "drizzle-orm";
import { generateForActiveUsers } from "../src/server/daily-content/morning-batch";
import { openDatabase } from "../src/server/db/client";
import { paidTiers } from "../src/shared/plans";

const userCount = 10_000;
const industries = ["technology", "ecommerce", "fashion", "food", "beauty", "health", "education", "other"];

/** Issue 5: the morning job's offline generation for 10,000 active users on the embedded database. */
export async function benchDailyContent() {
  const database = await openDatabase({});
  await database.migrate();
  const { db } = database;
  const now = new Date();
  // Users, sessions, profiles and a quarter of them subscribed, made in SQL so setup stays out of the figure.
  await db.execute(sql`
    insert into "user" (id, name, email) select 'u' || i, 'User ' || i, 'u' || i || '@example.com'
    from generate_series(1, ${userCount}) i`);
  await db.execute(sql`
    insert into session (id, token, user_id, expires_at, updated_at)
    select 's' || i, 't' || i, 'u' || i, now() + interval '30 days', now() from generate_series(1, ${userCount}) i`);
  await db.execute(sql`
    insert into profiles (user_id, full_name, industry, preferred_language)
    select 'u' || i, 'User ' || i, (${sql.raw(`array[${industries.map((name) => `'${name}'`).join(",")}]`)})[1 + i % ${industries.length}],
      case when i % 5 = 0 then 'en' else 'fa' end
    from generate_series(1, ${userCount}) i`);
  await db.execute(sql`
    insert into subscribers (user_id, email, subscribed, subscription_tier, subscription_end)
    select 'u' || i, 'u' || i || '@example.com', i % 4 = 0,
      (${sql.raw(`array[${paidTiers.map((tier) => `'${tier}'`).join(",")}]`)})[1 + i % 3], now() + interval '30 days'
    from generate_series(1, ${userCount}) i`);

  const startedAt = performance.now();
  const result = await generateForActiveUsers({ db }, { now });
  const seconds = (performance.now() - startedAt) / 1000;
  await database.close();
  console.log(
    `daily content, offline generation for ${userCount.toLocaleString("en")} active users (PGlite): ` +
      `${result.generated} rows in ${seconds.toFixed(1)} s, ${Math.round(result.generated / seconds)} rows/s ` +
      "(target <= 60 s)",
  );
}
