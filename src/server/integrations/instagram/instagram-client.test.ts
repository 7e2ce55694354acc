import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInstagramClient, InstagramError } from "./instagram-client";
import { startInstagramStandIn } from "./test/instagram-stand-in";

const appId = "998877665544";
const appSecret = "the-app-secret-0123456789";
const redirectUri = "https://shop.example/auth/callback";
let standIn: Awaited<ReturnType<typeof startInstagramStandIn>>;
beforeAll(async () => {
  standIn = await startInstagramStandIn({ appId, appSecret });
});
afterAll(() => standIn.close());

const client = (options: { appSecret?: string; timeoutMs?: number } = {}) =>
  createInstagramClient({
    appId,
    appSecret,
    apiRoot: standIn.baseUrl,
    graphRoot: `${standIn.baseUrl}/`,
    redirectUri,
    timeoutMs: 2000,
    ...options,
  });

async function failure(promise: Promise<unknown>): Promise<InstagramError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof InstagramError)) throw new Error(`Expected an InstagramError, got ${String(error)}`);
  return error;
}

const everythingShown = (error: Error) =>
  [error.message, String(error), error.stack, inspect(error), JSON.stringify(error)].join("\n");

describe("the Instagram client against a local stand-in", () => {
  it("builds the authorize address with the app id, the exact redirect address, the basic scope and the state", () => {
    const url = new URL(client().authorizeUrl("state-123"));
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: appId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "instagram_business_basic",
      state: "state-123",
    });
  });

  it("trades a code for a short token, that for a 60-day token, and reads the account", async () => {
    const account = standIn.addAccount({ username: "rose.shop", followersCount: 4321 });
    const code = standIn.issueCode(account, redirectUri);
    const now = new Date("2026-01-01T00:00:00Z");
    const short = await client().exchangeCode(code);
    const long = await client().exchangeLongLived(short.accessToken, now);
    expect(long.expiresAt?.getTime()).toBe(now.getTime() + 5_184_000_000);
    expect(await client().readProfile(long.accessToken)).toEqual({
      userId: account.userId,
      username: "rose.shop",
      followersCount: 4321,
    });
  });

  it("a refused code is `refused`, and the code is in no error message", async () => {
    const account = standIn.addAccount({ username: "refused.shop" });
    const code = standIn.issueCode(account, redirectUri);
    standIn.refuseNextCode();
    const error = await failure(client().exchangeCode(code));
    expect(error).toMatchObject({ kind: "refused", step: "code exchange", status: 400 });
    expect(error.message).toContain("has been used");
    expect(everythingShown(error)).not.toContain(code);
  });

  it("a wrong app secret is refused, and the secret is in no error message", async () => {
    const error = await failure(client({ appSecret: "wrong-secret-value" }).exchangeLongLived("IGQtoken", new Date()));
    expect(error.kind).toBe("refused");
    expect(everythingShown(error)).not.toContain("wrong-secret-value");
  });

  it("an unknown token is refused on the profile read, and the token is in no error message", async () => {
    const error = await failure(client().readProfile("IGAA-not-a-token"));
    expect(error).toMatchObject({ kind: "refused", step: "profile read" });
    expect(everythingShown(error)).not.toContain("IGAA-not-a-token");
  });

  it("an HTML error page is `unreachable`; no answer in time is `unreachable`", async () => {
    standIn.failNext("http-502");
    expect((await failure(client().readProfile("IGAA-x"))).kind).toBe("unreachable");
    standIn.failNext("stall");
    const timedOut = await failure(client({ timeoutMs: 200 }).readProfile("IGAA-secret-token"));
    expect(timedOut.kind).toBe("unreachable");
    expect(everythingShown(timedOut)).not.toContain("IGAA-secret-token");
  });
});
