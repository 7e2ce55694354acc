import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, makeUser } from "../test/make-user";
import { readEvents } from "../test/server-sent-events";
import { createTestServer, type TestServer } from "../test/test-server";
import { compressionThresholdBytes } from "./compression";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const browserEncodings = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("API answers are never stored by a cache", () => {
  it("a signed-in user's answers (own routes and Better Auth's) say no-store", async () => {
    const account = await makeUser(server.app);
    for (const path of ["/api/profile", "/api/me", "/api/subscription", "/api/auth/get-session"]) {
      const response = await server.app.request(path, asUser(account.cookie));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("the session read answered from the session cache says no-store too", async () => {
    const account = await makeUser(server.app);
    await server.app.request("/api/auth/get-session", asUser(account.cookie));
    const cached = await server.app.request("/api/auth/get-session", asUser(account.cookie));
    expect(await cached.json()).toMatchObject({ user: { id: account.id } });
    expect(cached.headers.get("cache-control")).toBe("no-store");
  });

  it("errors and public answers say no-store as well", async () => {
    for (const path of ["/api/profile", "/api/nothing-here", "/api/health"]) {
      expect((await server.app.request(path)).headers.get("cache-control"), path).toBe("no-store");
    }
  });
});

describe("compressed JSON", () => {
  it("a JSON answer above the threshold is gzipped for a browser and reads back the same", async () => {
    const plain = await server.app.request("/api/openapi.json");
    const text = await plain.text();
    expect(Buffer.byteLength(text)).toBeGreaterThan(compressionThresholdBytes);
    const response = await server.app.request("/api/openapi.json", { headers: browserEncodings });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(text) / 3);
    expect(gunzipSync(body).toString()).toBe(text);
  });

  it("a small JSON answer is sent as is", async () => {
    const response = await server.app.request("/api/health", { headers: browserEncodings });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("a client that accepts no encoding gets plain JSON", async () => {
    const response = await server.app.request("/api/openapi.json");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect((await response.json()).openapi).toBe("3.1.0");
  });

  it("a chat reply's event stream is not compressed, so each event reaches the browser as it is written", async () => {
    const account = await makeUser(server.app);
    const response = await server.app.request(
      "/api/chat/messages",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json", ...browserEncodings },
        body: JSON.stringify({ content: "یک کپشن برای فروشگاه لباس بنویس" }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    const events = await readEvents(response);
    expect(events.at(-1)?.event).toBe("done");
  });
});
