import { afterAll, beforeAll, expect, it } from "vitest";
import { loggerKeepingLines } from "../test/logged-lines";
import { createTestServer, type TestServer } from "../test/test-server";
import { startScheduler } from "./scheduler";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

it("a scheduled job that fails is logged with its reason", async () => {
  const lines: string[] = [];
  const scheduler = await startScheduler(
    {
      connection: server.database.jobConnection,
      logger: loggerKeepingLines("info", lines),
      pollingSeconds: server.config.jobs.pollingSeconds,
    },
    {
      jobs: [
        {
          name: "always-fails",
          cron: "0 3 * * *",
          run: () => Promise.reject(new Error("the database did not answer")),
        },
      ],
    },
  );
  try {
    await scheduler.runNow("always-fails");
    const failure = () =>
      lines
        .map((line) => JSON.parse(line) as { job?: string; msg?: string; err?: { message?: string } })
        .find((line) => line.job === "always-fails" && line.msg === "job failed");
    await expect.poll(failure, { timeout: 20_000, interval: 250 }).toMatchObject({
      err: { message: "the database did not answer" },
    });
  } finally {
    await scheduler.stop();
  }
}, 30_000);

it("a run asked for now starts at once, not at the next poll: the job's notification wakes the worker", async () => {
  const runs: string[] = [];
  // A poll a minute apart: only the notification can start the run within the wait below.
  const scheduler = await startScheduler(
    { connection: server.database.jobConnection, logger: loggerKeepingLines("info", []), pollingSeconds: 60 },
    {
      jobs: [
        {
          name: "woken-at-once",
          cron: "0 3 * * *",
          run: async () => {
            runs.push("ran");
          },
        },
      ],
    },
  );
  try {
    await scheduler.runNow("woken-at-once");
    await expect.poll(() => runs, { timeout: 20_000 }).toEqual(["ran"]);
  } finally {
    await scheduler.stop();
  }
}, 40_000);
