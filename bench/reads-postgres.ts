import { randomUUID } from "node:crypto";
import pg from "pg";

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on TEST_DATABASE_URL's server, or undefined when that server does not answer. */
export async function createBenchDatabase(prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  try {
    await onServer((client) => client.query(`create database ${name}`));
  } catch (error) {
    console.log(
      `\n!!! PostgreSQL at ${serverUrl} is unreachable (${error instanceof Error ? error.message : error}): ` +
        "the PostgreSQL half was SKIPPED !!!\n",
    );
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
