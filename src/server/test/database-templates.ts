import { randomUUID } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGliteOptions } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "../db/client";

/**
 * The API suites migrate one database per run and copy it for each test file: a PGlite data folder dumped to
 * a file, loaded with the compiled modules; a PostgreSQL template database. Opening PGlite from nothing (initdb)
 * costs seconds; from a copy, half a second.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data folder as a tar file (the `api` project). */
    pgliteTemplatePath?: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy (the `api-postgres` project). */
    postgresTemplateName?: string;
  }
}

/** Migrates an in-memory PGlite and writes its data folder to `file`. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  if (database.jobConnection.kind !== "pglite") throw new Error("expected the embedded database");
  const dump = await database.jobConnection.client.dumpDataDir("none");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await database.close();
}

/** Creates and migrates a database on the server of `serverUrl`; returns its name and how to drop it. */
export async function createPostgresTemplate(serverUrl: string) {
  const name = `test_template_${randomUUID().replaceAll("-", "")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrlNamed(serverUrl, name) });
  await database.migrate();
  await database.close();
  return {
    name,
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

let pgliteTemplate: Promise<PGliteOptions> | undefined;

/** What the run's global setup provided; nothing outside Vitest (the benchmarks build test servers too). */
const provided = <K extends "pgliteTemplatePath" | "postgresTemplateName">(key: K) =>
  process.env.VITEST ? inject(key) : undefined;

/** PGlite's options to open a copy of this run's migrated template, or undefined outside the `api` project. */
export function pgliteTemplateOptions(): Promise<PGliteOptions> | undefined {
  const file = provided("pgliteTemplatePath");
  if (!file) return undefined;
  pgliteTemplate ??= loadPgliteTemplate(file);
  return pgliteTemplate;
}

async function loadPgliteTemplate(file: string): Promise<PGliteOptions> {
  const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  const [loadDataDir, pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
    readFile(file).then((bytes) => new Blob([bytes])),
    readFile(path.join(dist, "pglite.wasm")).then((bytes) => WebAssembly.compile(bytes)),
    readFile(path.join(dist, "initdb.wasm")).then((bytes) => WebAssembly.compile(bytes)),
    readFile(path.join(dist, "pglite.data")).then((bytes) => new Blob([bytes])),
  ]);
  return { loadDataDir, pgliteWasmModule, initdbWasmModule, fsBundle };
}

/** The name of this run's PostgreSQL template, or undefined (then a test database is migrated from nothing). */
export function postgresTemplateName(): string | undefined {
  return provided("postgresTemplateName");
}

export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
