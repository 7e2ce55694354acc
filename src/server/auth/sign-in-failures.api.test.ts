import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../test/test-server";
import { claimSignInAttempt, forgetSignInFailures } from "./sign-in-failures";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const second = 1000;
const minute = 60 * second;
let sequence = 0;
/** A fresh e-mail for each test; the clock is the test's own, given to each attempt. */
const account = () => {
  sequence += 1;
  return `waiting${sequence}@example.com`;
};
const start = Date.now();

const attempt = (email: string, now: number) =>
  claimSignInAttempt(server.database.db, { email, now, firstWaitMs: second });

async function failFiveTimes(email: string, now: number) {
  for (let i = 0; i < 5; i++) expect((await attempt(email, now)).allowed).toBe(true);
}

describe("an account's wait after failed sign-ins, on a controlled clock", () => {
  it("doubles after each failure past the fifth, 1 s, 2 s, 4 s …, and stops at 15 minutes", async () => {
    const email = account();
    let now = start;
    await failFiveTimes(email, now);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await attempt(email, now);
      if (refused.allowed) throw new Error(`attempt ${i + 6} was not refused`);
      waits.push(refused.retryAfterSeconds);
      now += refused.retryAfterSeconds * second;
      expect((await attempt(email, now)).allowed).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it("tells the time left, and attempts refused during the wait do not make it longer", async () => {
    const email = account();
    await failFiveTimes(email, start);
    await attempt(email, start + second);
    expect(await attempt(email, start + 1.5 * second)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(await attempt(email, start + 2.5 * second)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await attempt(email, start + 3 * second)).allowed).toBe(true);
  });

  it("signing in after the wait clears the count: five attempts are free again", async () => {
    const email = account();
    await failFiveTimes(email, start);
    expect((await attempt(email, start + second)).allowed).toBe(true);
    await forgetSignInFailures(server.database.db, { email: email.toUpperCase() });
    await failFiveTimes(email, start + second);
    expect((await attempt(email, start + second)).allowed).toBe(false);
  });

  it("lapses 15 minutes after the wait ends with no further failure", async () => {
    const email = account();
    await failFiveTimes(email, start);
    expect((await attempt(email, start + 15 * minute)).allowed).toBe(true);
    expect((await attempt(email, start + 15 * minute)).allowed).toBe(false);
    const lapsed = start + 15 * minute + 2 * second + 15 * minute;
    await failFiveTimes(email, lapsed);
    expect((await attempt(email, lapsed)).allowed).toBe(false);
  });

  it("ten attempts at once get five through, as one after the other would", async () => {
    const email = account();
    const decisions = await Promise.all(Array.from({ length: 10 }, () => attempt(email, start)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});
