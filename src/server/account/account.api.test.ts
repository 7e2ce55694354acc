import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { asUser, makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";
import { grantRoleByEmail } from "./service";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const me = async (cookie: string) => (await server.app.request("/api/me", asUser(cookie))).json();

describe("the signed-in account", () => {
  it("`npm run admin -- grant EMAIL` makes an existing account an admin", async () => {
    const user = await makeUser(server.app, { email: "later-admin@example.com" });
    expect((await me(user.cookie)).isAdmin).toBe(false);
    expect(
      await grantRoleByEmail({ db: server.database.db }, { email: "Later-Admin@Example.com", role: "admin" }),
    ).toBe("granted");
    expect((await me(user.cookie)).isAdmin).toBe(true);
    expect(
      await grantRoleByEmail({ db: server.database.db }, { email: "later-admin@example.com", role: "admin" }),
    ).toBe("granted");
  });

  it("granting to an unknown e-mail changes nothing and says so", async () => {
    expect(await grantRoleByEmail({ db: server.database.db }, { email: "nobody@example.com", role: "admin" })).toBe(
      "unknown-user",
    );
  });

  it("HOME-02 /api/me gives the profile's full name and the account's creation time", async () => {
    const before = Date.now();
    const user = await makeUser(server.app, { name: "Reza Karimi" });
    const body = await me(user.cookie);
    expect(body.fullName).toBe("Reza Karimi");
    expect(new Date(body.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("falls back to the account name when the profile row is missing", async () => {
    const user = await makeUser(server.app, { name: "No Profile" });
    await server.database.db.delete(profiles).where(eq(profiles.userId, user.id));
    expect((await me(user.cookie)).fullName).toBe("No Profile");
  });
});
