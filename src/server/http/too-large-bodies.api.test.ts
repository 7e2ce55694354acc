import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, type TestAccount } from "../test/make-user";
import { createTestServer, listenOverHttp, type TestServer, testOrigin } from "../test/test-server";

let server: TestServer;
let listening: Awaited<ReturnType<typeof listenOverHttp>>;
let account: TestAccount;
beforeAll(async () => {
  server = await createTestServer();
  listening = await listenOverHttp(server);
  account = await makeUser(server.app);
});
afterAll(async () => {
  await listening.close();
  await server.close();
});

type Answer = { status: number; body: string };

/** One request through the agent; the answer once it has been read whole. */
function send(agent: Agent, path: string, init: { method: string; headers?: Record<string, string>; body?: Buffer }) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(`${listening.url}${path}`, { agent, method: init.method, headers: init.headers });
    outgoing.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    // The server may stop reading an upload it refused; an answer already read stands.
    outgoing.on("error", reject);
    outgoing.end(init.body);
  });
}

const asTheUser = (headers: Record<string, string>) => ({ origin: testOrigin, cookie: account.cookie, ...headers });

describe("a request body that is too large", () => {
  const uploads = [
    {
      what: "an avatar over 2 MB",
      path: "/api/profile/avatar",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      bytes: 3 * 1024 * 1024,
      code: "avatar_too_large",
    },
    {
      what: "a JSON body over 256 KB",
      path: "/api/tickets",
      headers: { "content-type": "application/json" },
      bytes: 1024 * 1024,
      code: "payload_too_large",
    },
  ];

  for (const upload of uploads) {
    it(`${upload.what} gets 413 with its error, and the next request on the same connection is answered`, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(agent, upload.path, {
          method: "POST",
          headers: asTheUser(upload.headers),
          body: Buffer.alloc(upload.bytes, "a"),
        });
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body)).toMatchObject({ code: upload.code });

        const next = await send(agent, "/api/health", { method: "GET" });
        expect(next.status).toBe(200);
      } finally {
        agent.destroy();
      }
    });
  }
});
