import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerKeepingLines } from "../test/logged-lines";
import { createTestServer, type TestServer } from "../test/test-server";

// Only PostgreSQL has a pool of server connections that can die under the app; PGlite runs in-process.
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("a PostgreSQL connection closed under the app", () => {
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await createTestServer({}, undefined, loggerKeepingLines("warn", logged));
  });
  afterAll(() => server.close());
  const appPool = () => (server.database.db as unknown as { $client: pg.Pool }).$client;

  it("does not end the process: the pool drops it and the next request is answered", async () => {
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 5 }, () => server.database.db.execute("select pg_sleep(0.05)")));
    const idleBefore = appPool().idleCount;
    expect(idleBefore).toBeGreaterThan(1);
    const admin = new pg.Client({ connectionString: server.config.databaseUrl });
    await admin.connect();
    try {
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The terminations arrive on each idle connection as an error, one by one; without a pool listener they
    // are uncaught. A request sent before the last has arrived may be handed a connection that is already dead.
    await expect
      .poll(() => logged.filter((line) => line.includes("an idle database connection was closed")).length)
      .toBe(idleBefore);
    const health = await server.app.request("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });
});
