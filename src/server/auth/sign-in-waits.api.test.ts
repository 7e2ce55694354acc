import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, makeUser, nextClientIp, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  // A first wait of a minute, so no wait runs out between two requests of a test on a busy machine.
  server = await createTestServer({ SIGN_IN_FIRST_WAIT_SECONDS: "60" });
});
afterAll(() => server.close());

/** Each attempt from an address of its own, as a guesser behind many addresses would send them. */
const signIn = (email: string, password: string) =>
  server.app.request(
    "/api/auth/sign-in/email",
    jsonRequest({ email, password }, { "x-forwarded-for": nextClientIp() }),
  );

async function statusesOf(attempts: number, account: Pick<TestAccount, "email">, password: string) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) statuses.push((await signIn(account.email, password)).status);
  return statuses;
}

describe("wrong passwords for one account (per-account sign-in waits)", () => {
  it("40 wrong passwords from 40 addresses: after the fifth, each is refused with a wait to retry", async () => {
    const owner = await makeUser(server.app);
    const statuses = await statusesOf(40, owner, "wrong-password");
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    const refused = await signIn(owner.email, "wrong-password");
    const body = (await refused.json()) as { code: string; retryAfter: number };
    expect(body.code).toBe("SIGN_IN_WAIT");
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("retry-after")).toBe(String(body.retryAfter));
  });

  it("the right password is refused too while the account waits; another account is not affected", async () => {
    const owner = await makeUser(server.app);
    const neighbour = await makeUser(server.app);
    await statusesOf(5, owner, "wrong-password");
    expect((await signIn(owner.email, owner.password)).status).toBe(429);
    expect((await signIn(owner.email.toUpperCase(), owner.password)).status).toBe(429);
    expect((await signIn(neighbour.email, neighbour.password)).status).toBe(200);
  });

  it("signing in with the right password starts the count again", async () => {
    const owner = await makeUser(server.app);
    expect(await statusesOf(4, owner, "wrong-password")).toEqual([401, 401, 401, 401]);
    expect((await signIn(owner.email, owner.password)).status).toBe(200);
    expect(await statusesOf(5, owner, "wrong-password")).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(owner.email, "wrong-password")).status).toBe(429);
  });

  it("an e-mail with no account waits the same way, so a wait does not tell whether an account exists", async () => {
    const statuses = await statusesOf(6, { email: `nobody-${Date.now()}@example.com` }, "wrong-password");
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
