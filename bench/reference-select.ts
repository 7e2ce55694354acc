import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { integer, type PgDatabase, type PgQueryResultHKT, pgTable, text } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Hono } from "hono";
import pg from "pg";

// Reference of the database reads (issue 20): a bare Hono route running one indexed select through the
// driver the app uses, set up the way src/server/db/client.ts sets it up (snake_case, a pool of 10).
const rowCount = 10_000;
const items = pgTable("bench_reference_items", {
  id: integer().primaryKey(),
  ownerId: text().notNull(),
  name: text().notNull(),
  createdAt: text().notNull(),
});
const schema = { items };

async function open(): Promise<{ db: PgDatabase<PgQueryResultHKT, typeof schema>; close(): Promise<void> }> {
  const databaseUrl = process.env.REFERENCE_DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { db: drizzlePg(pool, { schema, casing: "snake_case" }), close: () => pool.end() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-reference-"));
  const client = new PGlite(dataDir);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema, casing: "snake_case" }),
    async close() {
      await client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const database = await open();
const { db } = database;
await db.execute(sql`drop table if exists bench_reference_items`);
await db.execute(sql`create table bench_reference_items (
  id integer primary key, owner_id text not null, name text not null, created_at text not null)`);
await db.execute(sql`create index bench_reference_items_owner on bench_reference_items (owner_id)`);
await db.execute(sql`insert into bench_reference_items (id, owner_id, name, created_at)
  select i, 'owner-' || i, 'Item ' || i, now()::text from generate_series(1, ${rowCount}) i`);
await db.execute(sql`analyze bench_reference_items`);

const app = new Hono().get("/", async (c) => {
  const id = 1 + Math.floor(Math.random() * rowCount);
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return c.json(row ?? null);
});
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () =>
  console.log("ready"),
);
process.on("SIGTERM", () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
