import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supportMessages } from "../db/schema";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser, jsonRequest, makeUser, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

const adminEmail = "inbox-admin@example.com";
let server: TestServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await makeUser(server.app, { email: adminEmail });
});
afterAll(() => server.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  kind: "contact",
  name: "Reza Karimi",
  email: "reza@example.com",
  subject: "Delivery to Shiraz",
  message: "Do sellers on your platform ship to Shiraz?",
  ...overrides,
});
/** A visitor's post from an address of their own (each test its own, as the limit counts per address). */
const sendAsVisitor = (body: unknown, address: string) =>
  server.app.request("/api/support/messages", jsonRequest(body, { "x-forwarded-for": address }));
const inbox = async () => {
  const response = await server.app.request("/api/admin/inbox/messages", asUser(admin.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as { items: { id: string; kind: string; user_id: string | null; subject: string }[] };
};

describe("the support and contact forms reach the admin (001 §3, §5; DESIGN d7)", () => {
  it("STAT-13 STAT-07 a visitor's contact message and a user's support message are stored and read in the admin's inbox", async () => {
    const visitor = await sendAsVisitor(message(), "10.9.0.1");
    expect(visitor.status).toBe(201);
    const { id: visitorMessage } = (await visitor.json()) as { id: string };
    const user = await makeUser(server.app);
    const signedIn = await server.app.request(
      "/api/support/messages",
      asUser(user.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(message({ kind: "support", subject: "Invoice" })),
      }),
    );
    expect(signedIn.status).toBe(201);
    const { items } = await inbox();
    expect(items.slice(0, 2)).toMatchObject([
      { kind: "support", user_id: user.id, subject: "Invoice" },
      { id: visitorMessage, kind: "contact", user_id: null, subject: "Delivery to Shiraz" },
    ]);
  });

  it("STAT-06 STAT-11 STAT-12 a missing field or an e-mail that is not one (or longer than 255) is refused and nothing is stored", async () => {
    const before = await databaseSnapshot(server.database.db);
    const longEmail = `${"a".repeat(244)}@example.com`;
    for (const body of [
      message({ name: "" }),
      message({ subject: "   " }),
      message({ message: undefined }),
      message({ email: "not-an-email" }),
      message({ email: longEmail }),
      message({ kind: "complaint" }),
    ]) {
      const response = await sendAsVisitor(body, "10.9.0.2");
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("a visitor's address may send five messages in ten minutes; another address is not held back", async () => {
    for (let sent = 0; sent < 5; sent += 1) expect((await sendAsVisitor(message(), "10.9.0.3")).status).toBe(201);
    const limited = await sendAsVisitor(message(), "10.9.0.3");
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe("rate_limited");
    expect((await sendAsVisitor(message(), "10.9.0.4")).status).toBe(201);
    expect(await server.database.db.$count(supportMessages)).toBeGreaterThanOrEqual(7);
  });
});
