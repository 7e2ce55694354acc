import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseSnapshot } from "../test/database-snapshot";
import { asUser, makeUser, nextClientIp, type TestAccount } from "../test/make-user";
import { type Operation, openApiOperations, operationUrl, sampleOf } from "../test/openapi-operations";
import { createTestServer, type TestServer, testOrigin } from "../test/test-server";

const adminEmail = "boss-access@example.com";
let server: TestServer;
let admin: TestAccount;
let user: TestAccount;
let adminOperations: Operation[];

beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await makeUser(server.app, { email: adminEmail });
  user = await makeUser(server.app);
  adminOperations = (await openApiOperations(server.app)).filter((operation) => operation.path.startsWith("/admin/"));
});
afterAll(() => server.close());

/** The request a client would send: a made-up id in the path, a body of the right shape when one is taken. */
function requestFor(operation: Operation, cookie?: string) {
  const url = operationUrl(operation, () => crypto.randomUUID());
  const schema = operation.requestBody?.content["application/json"]?.schema;
  const headers: Record<string, string> = {
    origin: testOrigin,
    "x-forwarded-for": nextClientIp(),
    ...(schema ? { "content-type": "application/json" } : {}),
  };
  const init: RequestInit = {
    method: operation.method,
    headers,
    body: schema ? JSON.stringify(sampleOf(schema, operation.resolve)) : undefined,
  };
  return { url, init: cookie ? asUser(cookie, init) : init };
}

describe("the admin API answers only admins (000 §6, DESIGN 27)", () => {
  it("ADM-05 every admin route is in the OpenAPI document under /api/admin/", () => {
    const paths = adminOperations.map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "GET /admin/stats",
        "GET /admin/users",
        "POST /admin/users/{id}/block",
        "POST /admin/users/{id}/unblock",
        "PUT /admin/users/{id}/admin",
        "GET /admin/telegram/logs",
        "GET /admin/bots",
        "PUT /admin/bots/{id}/status",
        "GET /admin/whatsapp/messages",
        "POST /admin/whatsapp/test",
        "GET /admin/payments",
        "GET /admin/payments/{id}",
        "POST /admin/payments/{id}/refund",
        "GET /admin/actions",
      ]),
    );
    const served = server.app.routes
      .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/admin/"))
      .map((route) => `${route.method} ${route.path.replace(/^\/api/, "").replace(/:(\w+)/g, "{$1}")}`);
    expect(new Set(paths)).toEqual(new Set(served));
  });

  it("ADM-05 a visitor gets 401 and a signed-in non-admin 403 from every admin route, whatever they send, and nothing changes", async () => {
    const before = await databaseSnapshot(server.database.db);
    for (const operation of adminOperations) {
      const label = `${operation.method} ${operation.path}`;
      const visitor = requestFor(operation);
      const asVisitor = await server.app.request(visitor.url, visitor.init);
      expect(asVisitor.status, `visitor ${label}`).toBe(401);
      expect((await asVisitor.json()).code, `visitor ${label}`).toBe("unauthenticated");
      const signedIn = requestFor(operation, user.cookie);
      const asUserResponse = await server.app.request(signedIn.url, signedIn.init);
      expect(asUserResponse.status, `user ${label}`).toBe(403);
      expect((await asUserResponse.json()).code, `user ${label}`).toBe("forbidden");
      // Bad input from a non-admin is refused for who they are, before it is read.
      const garbage = await server.app.request(
        signedIn.url,
        asUser(user.cookie, {
          method: operation.method,
          headers: { "content-type": "application/json" },
          body: operation.method === "GET" ? undefined : "{not json",
        }),
      );
      expect(garbage.status, `user garbage ${label}`).toBe(403);
    }
    expect(await databaseSnapshot(server.database.db)).toEqual(before);
  });

  it("ADM-04 an admin reaches every admin route: reads answer 200, actions on unknown ids 404, bad input 400", async () => {
    for (const operation of adminOperations) {
      const label = `${operation.method} ${operation.path}`;
      const { url, init } = requestFor(operation, admin.cookie);
      const response = await server.app.request(url, init);
      if (operation.path.includes("{id}")) expect(response.status, label).toBe(404);
      else if (operation.path === "/admin/whatsapp/test") expect(response.status, label).toBe(400);
      else if (label === "POST /admin/careers/jobs") expect(response.status, label).toBe(201);
      else expect(response.status, label).toBe(200);
      if (operation.method !== "GET") {
        const bad = await server.app.request(
          url,
          asUser(admin.cookie, {
            method: operation.method,
            headers: { "content-type": "application/json" },
            body: "{}",
          }),
        );
        expect([400, 404], `empty body ${label}`).toContain(bad.status);
      }
    }
  });
});
