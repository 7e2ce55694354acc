import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Account = Awaited<ReturnType<typeof makeUser>>;

const post = (account: Account, path: string, body: unknown) =>
  server.app.request(
    `/api/auth${path}`,
    asUser(account.cookie, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

const accountExists = async (account: Account) =>
  (await server.database.db.select({ id: user.id }).from(user).where(eq(user.id, account.id))).length === 1;

describe("account deletion needs the current password, always (DESIGN d6, d7)", () => {
  it("a fresh session without a password, or with an empty one, does not delete the account", async () => {
    const account = await makeUser(server.app);
    for (const body of [{}, { password: "" }, { callbackURL: "/" }]) {
      const response = await post(account, "/delete-user", body);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("PASSWORD_REQUIRED");
    }
    expect(await accountExists(account)).toBe(true);
  });

  it("a deletion token in place of the password is refused", async () => {
    const account = await makeUser(server.app);
    const response = await post(account, "/delete-user", { token: "anything-at-all" });
    expect(response.status).toBe(400);
    expect(await accountExists(account)).toBe(true);
  });

  it("a wrong password is refused with the wrong-password code and the account stays", async () => {
    const account = await makeUser(server.app);
    const response = await post(account, "/delete-user", { password: "not-my-password" });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("INVALID_PASSWORD");
    expect(await accountExists(account)).toBe(true);
  });

  it("the right password deletes the account", async () => {
    const account = await makeUser(server.app);
    const response = await post(account, "/delete-user", { password: account.password });
    expect(response.status).toBe(200);
    expect(await accountExists(account)).toBe(false);
  });
});

describe("Better Auth actions the app does not offer are switched off", () => {
  it.each([
    ["POST", "/update-user", { name: "Someone else" }],
    ["POST", "/change-email", { newEmail: "taken-over@example.com" }],
    ["POST", "/verify-password", { password: "secret123" }],
    ["POST", "/set-password", { newPassword: "another123" }],
    ["POST", "/revoke-sessions", {}],
    ["POST", "/revoke-session", { token: "x" }],
    ["POST", "/revoke-other-sessions", {}],
    ["GET", "/list-sessions", undefined],
    ["POST", "/update-session", {}],
    ["GET", "/delete-user/callback?token=x", undefined],
    ["POST", "/send-verification-email", { email: "a@example.com" }],
    ["GET", "/verify-email?token=x", undefined],
    ["POST", "/sign-in/social", { provider: "google" }],
    ["POST", "/link-social", { provider: "google" }],
    ["GET", "/list-accounts", undefined],
    ["POST", "/unlink-account", { providerId: "credential" }],
    ["POST", "/refresh-token", { providerId: "google" }],
    ["POST", "/get-access-token", { providerId: "google" }],
    ["GET", "/account-info", undefined],
  ])("%s %s answers 404 and changes nothing", async (method, path, body) => {
    const account = await makeUser(server.app);
    const response = await server.app.request(
      `/api/auth${path}`,
      asUser(account.cookie, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    expect(response.status).toBe(404);
    const rows = await server.database.db.select().from(user).where(eq(user.id, account.id));
    expect(rows[0]).toMatchObject({ name: account.name, email: account.email });
    expect((await server.app.request("/api/me", asUser(account.cookie))).status).toBe(200);
  });

  it("the actions the app uses still answer", async () => {
    const account = await makeUser(server.app);
    expect((await server.app.request("/api/auth/get-session", asUser(account.cookie))).status).toBe(200);
    const change = await post(account, "/change-password", {
      currentPassword: account.password,
      newPassword: "n3w-one",
    });
    expect(change.status).toBe(200);
    expect((await post(account, "/sign-out", {})).status).toBe(200);
  });
});
