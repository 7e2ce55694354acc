import type { PGlite } from "@electric-sql/pglite";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Database } from "./client";

/** Runs a statement, by name when it has one (parsed and planned once per connection); rows come back as arrays. */
type StatementRunner = (statement: { name?: string; text: string }, values: unknown[]) => Promise<unknown[][]>;

const runners = new WeakMap<Database, StatementRunner>();

// The dialect openDatabase gives drizzle, so a statement's text is the one drizzle would have sent.
const dialect = new PgDialect({ casing: "snake_case" });

/** PostgreSQL: pg keeps a named statement on each pooled connection after its first use. */
export function poolRunner(pool: pg.Pool): StatementRunner {
  return async ({ name, text }, values) => (await pool.query({ name, text, values, rowMode: "array" })).rows;
}

/** A value written into an EXECUTE as a literal: the ids, numbers and times statements are given. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`A named statement was given a ${typeof value} it cannot pass on.`);
}

/**
 * PGlite: its `query` parses and plans every statement again (planning the orders' first page is 116 µs of a
 * 270 µs query, measured), so each statement is PREPAREd once on its one connection and EXECUTEd with its
 * values as literals (standard_conforming_strings is on: a quote doubled is the only escape a string needs).
 */
export function pgliteRunner(client: PGlite): StatementRunner {
  const prepared = new Map<string, Promise<unknown>>();
  return async ({ name, text }, values) => {
    if (!name) return (await client.query<unknown[]>(text, values, { rowMode: "array" })).rows;
    let ready = prepared.get(name);
    if (!ready) {
      ready = client.exec(`prepare ${name} as ${text}`);
      prepared.set(name, ready);
      ready.catch(() => prepared.delete(name));
    }
    await ready;
    const args = values.length > 0 ? `(${values.map(literal).join(", ")})` : "";
    return (await client.query<unknown[]>(`execute ${name}${args}`, [], { rowMode: "array" })).rows;
  };
}

export function registerStatementRunner(db: Database, runner: StatementRunner) {
  runners.set(db, runner);
}

function runnerOf(db: Database, what: string) {
  const runner = runners.get(db);
  if (!runner) throw new Error(`No statement runner for ${what}: the database was not opened by openDatabase.`);
  return runner;
}

function toQuery(query: SQL) {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
}

/** The first row of a statement built for this call (a filter, a search, a later page), as an array. */
export async function firstRowOf(db: Database, query: SQL): Promise<unknown[] | undefined> {
  const { text, params } = toQuery(query);
  return (await runnerOf(db, text)({ text }, params))[0];
}

/**
 * A read the app makes on most page views, sent by name so the database parses and plans it once (issue 20,
 * decision 024). `build` uses `sql.placeholder(key)` for what changes between calls; the first row comes back
 * as an array of its columns, or undefined when there is none.
 */
export function namedStatement<Values extends Record<string, unknown>>(name: string, build: () => SQL) {
  let query: { text: string; params: unknown[] } | undefined;
  return async (db: Database, values: Values): Promise<unknown[] | undefined> => {
    query ??= toQuery(build());
    return (await runnerOf(db, name)({ name, text: query.text }, fillPlaceholders(query.params, values)))[0];
  };
}
