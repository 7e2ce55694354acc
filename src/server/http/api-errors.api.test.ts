import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe("the API's answers to bad requests", () => {
  it("an unknown /api route is a JSON 404 with a code", async () => {
    const response = await server.app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found", requestId: expect.any(String) });
  });

  it("an oversized body is a JSON 413 and is not processed", async () => {
    const response = await server.app.request(
      "/api/auth/sign-up/email",
      jsonRequest({ name: "x".repeat(300_000), email: "big@example.com", password: "secret123" }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
  });

  it("malformed JSON and wrong types to sign-up or sign-in are 4xx, never 500", async () => {
    const bodies = [
      "{not json",
      "[]",
      "null",
      JSON.stringify({ email: 5, password: ["x"] }),
      JSON.stringify({ email: "a@b.co", password: 123456, name: {} }),
    ];
    for (const path of ["/api/auth/sign-up/email", "/api/auth/sign-in/email"]) {
      for (const body of bodies) {
        const response = await server.app.request(path, jsonRequest(body));
        expect(response.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${body}`).toBeLessThan(500);
      }
    }
  });

  it("serves an OpenAPI document generated from the route schemas", async () => {
    const response = await server.app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/health", "/me", "/subscription"]));
  });
});
