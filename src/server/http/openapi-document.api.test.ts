import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@hey-api/openapi-ts";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../test/make-user";
import { openApiOperations } from "../test/openapi-operations";
import { createTestServer, listenOverHttp, type TestServer } from "../test/test-server";

let server: TestServer;
let http: Awaited<ReturnType<typeof listenOverHttp>>;
/** The document as served, read once: building it walks every route's schemas. */
let served: string;
beforeAll(async () => {
  server = await createTestServer();
  http = await listenOverHttp(server);
  served = await (await server.app.request("/api/openapi.json")).text();
});
afterAll(async () => {
  await http.close();
  await server.close();
});

/** What a generated SDK function answers (@hey-api/client-fetch): the parsed body and the response. */
interface GeneratedAnswer {
  data: unknown;
  response: Response;
}
type GeneratedCall = (options?: { auth?: string }) => Promise<GeneratedAnswer>;

/** The parts of the SDK generated from the document that the test calls, named by their operationIds. */
interface GeneratedSdk {
  getHealth: GeneratedCall;
  getAccount: GeneratedCall;
}
interface GeneratedClient {
  client: { getConfig(): { baseUrl?: string }; setConfig(config: { baseUrl: string }): void };
}

describe("the OpenAPI document at /api/openapi.json is one a tool can use", () => {
  it("passes redocly's recommended rules, but those redocly.yaml turns off with its reason", async () => {
    const config = await loadConfig({ configPath: path.resolve("redocly.yaml") });
    const problems = await lintFromString({
      source: served,
      absoluteRef: path.resolve("openapi.json"),
      config,
    });
    expect(
      problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`),
    ).toEqual([]);
  });

  it("every operation has a camelCase operationId of its own and a summary", async () => {
    const document = JSON.parse(served) as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ label: `${method} ${route}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      expect(operation.operationId, operation.label).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.summary?.trim(), operation.label).toBeTruthy();
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every operation but the health probe documents its 4XX answers (redocly.yaml turns that rule off for the probe)", async () => {
    const without4xx = (await openApiOperations(server.app))
      .filter((operation) => !operation.responseStatuses.some((status) => status.startsWith("4")))
      .map((operation) => `${operation.method} ${operation.path}`);
    expect(without4xx).toEqual(["GET /health"]);
  });

  it("its session cookie scheme names the cookie Better Auth sets at sign-in", async () => {
    const document = JSON.parse(served);
    const account = await makeUser(server.app);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(`${document.components.securitySchemes.sessionCookie.name}=`).toBe(
      account.cookie.slice(0, account.cookie.indexOf("=") + 1),
    );
  });

  it("a client generated from it calls the real routes over HTTP: the health probe as a visitor, the account with the session cookie", async () => {
    const output = mkdtempSync(path.join(os.tmpdir(), "mohtavayar-openapi-client-"));
    try {
      await createClient({
        input: JSON.parse(served),
        output: { path: output },
        plugins: ["@hey-api/client-fetch", "@hey-api/sdk"],
        logs: { level: "silent" },
      });
      const { client } = (await import(path.join(output, "client.gen.ts"))) as GeneratedClient;
      const sdk = (await import(path.join(output, "sdk.gen.ts"))) as GeneratedSdk;
      // The generator took the base URL from the document's servers; relative, it is resolved against the server.
      client.setConfig({ baseUrl: new URL(client.getConfig().baseUrl ?? "", http.url).href });

      const health = await sdk.getHealth();
      expect(health.response.status).toBe(200);
      expect(health.response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(health.data).toMatchObject({ status: "ok" });

      const account = await makeUser(server.app);
      const visitor = await sdk.getAccount();
      expect(visitor.response.status).toBe(401);
      const signedIn = await sdk.getAccount({ auth: account.cookie.slice(account.cookie.indexOf("=") + 1) });
      expect(signedIn.response.status).toBe(200);
      expect(signedIn.response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(signedIn.data).toMatchObject({ id: account.id, email: account.email });
    } finally {
      rmSync(output, { recursive: true, force: true });
    }
  });
});
