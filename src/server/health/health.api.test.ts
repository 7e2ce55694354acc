import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, makeUser } from "../test/make-user";
import { createTestServer, listenOverHttp, type TestServer } from "../test/test-server";

const adminEmail = "health-admin@example.com";
let server: TestServer;
let listening: Awaited<ReturnType<typeof listenOverHttp>>;
let localUrl: string;
beforeAll(async () => {
  server = await createTestServer({ ADMIN_EMAILS: adminEmail });
  listening = await listenOverHttp(server);
  localUrl = `${listening.url}/api/health`;
});
afterAll(async () => {
  await listening.close();
  await server.close();
});

const details = { status: "ok", ai: "offline", db: expect.stringMatching(/^(pglite|postgres)$/) };

describe("GET /api/health", () => {
  it("a visitor learns only that the app is up", async () => {
    const response = await server.app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("a signed-in user who is not an admin learns only the status too", async () => {
    const account = await makeUser(server.app);
    expect(await (await server.app.request("/api/health", asUser(account.cookie))).json()).toEqual({ status: "ok" });
  });

  it("an admin sees which database and AI engine run, the version and the uptime", async () => {
    const admin = await makeUser(server.app, { email: adminEmail });
    const body = await (await server.app.request("/api/health", asUser(admin.cookie))).json();
    expect(body).toMatchObject(details);
    expect(body).toEqual({ ...details, version: expect.any(String), uptimeSeconds: expect.any(Number) });
  });

  it("a check from the machine itself (loopback, no proxy) sees the details", async () => {
    expect(await (await fetch(localUrl)).json()).toMatchObject(details);
  });

  it("a visitor's request that a proxy on the same machine forwarded sees only the status", async () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      const response = await fetch(localUrl, { headers: { [header]: "203.0.113.7" } });
      expect(await response.json(), header).toEqual({ status: "ok" });
    }
  });
});

describe("GET /api/health with the database down", () => {
  it("a signed-in visitor (a browser with a cookie) gets 200 degraded, not a 500", async () => {
    const failing = await createTestServer();
    const account = await makeUser(failing.app);
    await failing.close();
    const response = await failing.app.request("/api/health", asUser(account.cookie));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "degraded" });
  });
});
