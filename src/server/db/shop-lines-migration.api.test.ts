import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { databaseUrlNamed, withAdminClient } from "../test/database-templates";

// Issue 36, DESIGN 29-30: the migration that gives every product its one variant and every order its one line
// (0029) and drops the columns they replace (0030), run over rows written before it, on the run's database kind.
const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
const lastBefore = "0028_receipt_confirms_order";

/** A copy of the migrations up to and including `tag`, for a database as it stood then. */
function migrationsUpTo(tag: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return folder;
}

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/** A fresh database of the run's kind, migrated by `migrate(folder)`, queried with plain SQL. */
async function openFresh() {
  const serverUrl = process.env.TEST_DB_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      query: (async (text, values) => (await client.query(text, values)).rows) as Query,
      close: () => client.close(),
    };
  }
  const name = `test_migration_${randomUUID().replaceAll("-", "")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const pool = new pg.Pool({ connectionString: databaseUrlNamed(serverUrl, name), max: 1 });
  const db = drizzlePg(pool);
  return {
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    query: (async (text, values) => (await pool.query(text, values)).rows) as Query,
    close: async () => {
      await pool.end();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("ISSUE36-MIGRATION products and orders written before variants and lines", () => {
  it("every product gets its one variant with its code and stock; every order one line with its snapshot and its amount as subtotal and total", async () => {
    const database = await openFresh();
    try {
      const before = migrationsUpTo(lastBefore);
      folders.push(before);
      await database.migrate(before);
      await database.query(
        `insert into "user" (id, name, email, email_verified, created_at, updated_at)
         values ('seller-1', 'Sara', 'sara@example.com', true, now(), now())`,
      );
      await database.query(
        `insert into products (id, user_id, name, price, product_code, stock_quantity) values
         ('p-shawl', 'seller-1', 'Wool shawl', 360000, 'SHAWL-1', 4),
         ('p-mug', 'seller-1', 'Mug', 95000, 'MUG-1', null)`,
      );
      await database.query(
        `insert into orders (id, seller_id, number, product_id, product_name, product_code, quantity, unit_price,
           amount, buyer_name, buyer_phone, payment_method, source) values
         ('o-1', 'seller-1', 1, 'p-shawl', 'Wool shawl', 'SHAWL-1', 2, 360000, 720000, 'Reza', '09121234567',
           'card_to_card', 'manual'),
         ('o-2', 'seller-1', 2, null, 'Old vase', 'VASE-9', 1, 1200000, 1200000, 'Mina', '09351234567',
           'gateway', 'bot')`,
      );

      await database.migrate(migrationsFolder);

      const variants = await database.query(
        `select product_id, code, option_values, price, stock, is_active from product_variants order by code`,
      );
      expect(variants).toEqual([
        { product_id: "p-mug", code: "MUG-1", option_values: [], price: null, stock: null, is_active: true },
        { product_id: "p-shawl", code: "SHAWL-1", option_values: [], price: null, stock: 4, is_active: true },
      ]);
      const lines = await database.query(
        `select i.order_id, i.product_id, i.product_name, i.variant_label, i.code, i.unit_price, i.quantity,
           i.line_total::int as line_total, v.code as variant_code
         from order_items i left join product_variants v on v.id = i.variant_id order by i.order_id`,
      );
      expect(lines).toEqual([
        {
          order_id: "o-1",
          product_id: "p-shawl",
          product_name: "Wool shawl",
          variant_label: "",
          code: "SHAWL-1",
          unit_price: 360000,
          quantity: 2,
          line_total: 720000,
          variant_code: "SHAWL-1",
        },
        {
          order_id: "o-2",
          product_id: null,
          product_name: "Old vase",
          variant_label: "",
          code: "VASE-9",
          unit_price: 1200000,
          quantity: 1,
          line_total: 1200000,
          variant_code: null,
        },
      ]);
      const sums = await database.query(
        `select id, subtotal::int as subtotal, discount::int as discount, shipping::int as shipping,
           total::int as total from orders order by id`,
      );
      expect(sums).toEqual([
        { id: "o-1", subtotal: 720000, discount: 0, shipping: 0, total: 720000 },
        { id: "o-2", subtotal: 1200000, discount: 0, shipping: 0, total: 1200000 },
      ]);
      // The replaced columns are gone, and a total that does not add up is refused by the database.
      const columns = await database.query(
        `select column_name from information_schema.columns
         where table_name in ('orders', 'products') and column_name in ('amount', 'quantity', 'stock_quantity')`,
      );
      expect(columns).toEqual([]);
      await expect(database.query(`update orders set total = total + 1 where id = 'o-1'`)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
