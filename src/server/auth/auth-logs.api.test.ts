import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../db/schema";
import { asUser, jsonRequest, makeUser } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

/** Everything the app writes: its pino lines, and anything that bypasses pino through the console. */
const pinoOutput: string[] = [];
const consoleOutput: string[] = [];
const everything = () => [...pinoOutput, ...consoleOutput].join("\n");

let server: TestServer;
beforeAll(async () => {
  const logger = pino({ level: "debug" }, { write: (chunk: string) => pinoOutput.push(chunk) });
  server = await createTestServer({}, undefined, logger);
});
afterAll(() => server.close());

beforeEach(() => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(args.map(String).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const resetLinkIn = (text: string) => /https?:\/\/\S+\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\S*/.exec(text);

describe("a password reset leaves no usable secret in the log", () => {
  it("the reset link and its token are in no log line, yet the outbox keeps what sends it and it works", async () => {
    const account = await makeUser(server.app);
    const request = await server.app.request(
      "/api/auth/request-password-reset",
      jsonRequest({ email: account.email, redirectTo: "/auth" }),
    );
    expect(request.status).toBe(200);
    const rows = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
    const mail = rows.find((row) => row.kind === "password-reset");
    const link = resetLinkIn(mail?.text ?? "");
    const token = link?.[1] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(mail?.html).toContain(token);

    const followed = await server.app.request(new URL(link?.[0] ?? "").pathname + new URL(link?.[0] ?? "").search);
    expect(followed.status).toBe(302);
    const landing = new URL(followed.headers.get("location") ?? "", "http://localhost:3000");
    expect(landing.searchParams.get("token")).toBe(token);
    const reset = await server.app.request("/api/auth/reset-password", jsonRequest({ token, newPassword: "fresh123" }));
    expect(reset.status).toBe(200);
    // A used token again: Better Auth's refusal is logged, still without the token.
    const again = await server.app.request("/api/auth/reset-password", jsonRequest({ token, newPassword: "other123" }));
    expect(again.status).toBe(400);
    await server.app.request(`/api/auth/reset-password/${token}?callbackURL=%2Fauth`);

    expect(pinoOutput.join("")).toContain("/api/auth/reset-password/");
    expect(pinoOutput.join("")).toContain('"kind":"password-reset"');
    expect(everything()).not.toContain(token);
    const signIn = await server.app.request(
      "/api/auth/sign-in/email",
      jsonRequest({ email: account.email, password: "fresh123" }),
    );
    expect(signIn.status).toBe(200);
  });
});

describe("client text cannot forge log lines (Better Auth's errors go through pino)", () => {
  const forged = '\n{"level":60,"time":0,"msg":"forged: the admin signed in"}\n';

  it("malformed JSON, a bad e-mail and a wrong password carrying a forged line leave only JSON lines", async () => {
    const before = pinoOutput.length;
    const responses = [
      await server.app.request("/api/auth/sign-in/email", jsonRequest(`{"email":"a@example.com"${forged}`)),
      await server.app.request("/api/auth/sign-in/email", jsonRequest({ email: `a${forged}@x`, password: "x" })),
      await server.app.request("/api/auth/sign-up/email", jsonRequest({ name: "A", email: forged, password: "x" })),
      await server.app.request(
        "/api/auth/change-password",
        asUser("better-auth.session_token=forged", jsonRequest({ currentPassword: forged, newPassword: forged })),
      ),
    ];
    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(consoleOutput).toEqual([]);
    const lines = pinoOutput.slice(before).join("").split("\n").filter(Boolean);
    expect(lines.some((line) => line.includes("Invalid JSON in request body"))).toBe(true);
    for (const line of lines) {
      const entry = JSON.parse(line);
      expect(entry.level).toBeLessThan(60);
      expect(entry.msg).not.toMatch(/^forged/);
    }
  });
});
