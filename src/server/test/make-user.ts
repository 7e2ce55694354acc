import type { App } from "../app";
import { testOrigin } from "./test-server";

let sequence = 0;

/** Each client address gets its own rate-limit bucket, so tests don't trip each other's limits. */
export function nextClientIp() {
  sequence += 1;
  return `10.0.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
}

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", origin: testOrigin, "x-forwarded-for": nextClientIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const session = cookies.find((cookie) => cookie.includes("session_token"));
  if (!session) throw new Error(`no session cookie in response ${response.status}`);
  return session;
}

/**
 * Signs a new user up and returns their id and session cookie. `origin` is the browser's page address,
 * for an app whose APP_URL is not the tests' default.
 */
export async function makeUser(
  app: App,
  overrides: { name?: string; email?: string; password?: string; origin?: string } = {},
) {
  sequence += 1;
  const input = {
    name: overrides.name ?? `User ${sequence}`,
    email: overrides.email ?? `user${sequence}-${Date.now()}@example.com`,
    password: overrides.password ?? "secret123",
  };
  const headers: Record<string, string> = overrides.origin ? { origin: overrides.origin } : {};
  const response = await app.request("/api/auth/sign-up/email", jsonRequest(input, headers));
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = sessionCookie(response);
  await welcomeMailStored(app, cookie);
  return { id: body.user.id, ...input, cookie };
}

/**
 * Sign-up answers before its welcome e-mail is stored (auth.ts does not hold the request for the mail
 * server), so a test that snapshots the database right after would see that row arrive under it.
 */
async function welcomeMailStored(app: App, cookie: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await app.request("/api/me/emails", asUser(cookie));
    const list = (await response.json()) as { items?: { kind: string }[] };
    if (list.items?.some((mail) => mail.kind === "welcome")) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the welcome e-mail of a new account was not stored within 15 s");
}

/** A request from the user's browser, on the app's own origin unless the headers name another. */
export function asUser(cookie: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { origin: testOrigin, ...(init.headers as Record<string, string>), cookie } };
}

export type TestAccount = Awaited<ReturnType<typeof makeUser>>;

/** A JSON request from a signed-in user's browser on the app's own origin. */
export function sendJsonAs(app: App, account: TestAccount, path: string, body: unknown, method = "POST") {
  return app.request(
    path,
    asUser(account.cookie, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );
}
