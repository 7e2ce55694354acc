import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatConversations, dailyContent, mailOutbox, payments, profiles, user } from "../db/schema";
import { startSmtpStandIn } from "../integrations/mail/test/smtp-stand-in";
import { asUser, jsonRequest, makeUser, sessionCookie } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let smtpServer: TestServer;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  [server, smtpServer] = await Promise.all([createTestServer(), createTestServer({ SMTP_URL: smtp.url })]);
});
afterAll(async () => {
  await Promise.all([server.close(), smtpServer.close()]);
  await smtp.close();
});

type Account = Awaited<ReturnType<typeof makeUser>>;

const signIn = (app: TestServer["app"], email: string, password: string) =>
  app.request("/api/auth/sign-in/email", jsonRequest({ email, password }));

const authPost = (account: Account, path: string, body: unknown, app = server.app) =>
  app.request(
    `/api/auth${path}`,
    asUser(account.cookie, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

async function outboxFor(email: string, kind: string, db = server.database.db) {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return rows.filter((row) => row.kind === kind);
}

/** The welcome e-mail is sent without holding up the sign-up; wait until it is in the outbox. */
async function eventually<T>(read: () => Promise<T[]>): Promise<T[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = await read();
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe("password change (DESIGN d6)", () => {
  it("PROF-34 a wrong or missing current password is refused and the password stays", async () => {
    const account = await makeUser(server.app);
    const wrong = await authPost(account, "/change-password", { currentPassword: "nope123", newPassword: "fresh456" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const missing = await authPost(account, "/change-password", { newPassword: "fresh456" });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect((await signIn(server.app, account.email, account.password)).status).toBe(200);
  });

  it("PROF-35 the new password works at the next sign-in, the old one does not, and other sessions end", async () => {
    const account = await makeUser(server.app);
    const otherDevice = sessionCookie(await signIn(server.app, account.email, account.password));
    const response = await authPost(account, "/change-password", {
      currentPassword: account.password,
      newPassword: "fresh456",
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(200);
    expect((await signIn(server.app, account.email, "fresh456")).status).toBe(200);
    expect((await signIn(server.app, account.email, account.password)).status).toBe(401);
    expect((await server.app.request("/api/profile", asUser(otherDevice))).status).toBe(401);
  });
});

describe("password reset by e-mail", () => {
  it("PROF-37 the reset e-mail's link leads back to /auth with a token that sets a new password", async () => {
    const account = await makeUser(server.app);
    const response = await authPost(account, "/request-password-reset", { email: account.email, redirectTo: "/auth" });
    expect(response.status).toBe(200);
    const [mail] = await outboxFor(account.email, "password-reset");
    expect(mail?.status).toBe("stored");
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail?.text ?? "")?.[0] ?? "";
    expect(mail?.html).toContain("reset-password");
    const followed = await server.app.request(link.replace("http://localhost:3000", ""));
    expect(followed.status).toBe(302);
    const target = new URL(followed.headers.get("location") ?? "", "http://localhost:3000");
    expect(target.pathname).toBe("/auth");
    const token = target.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(10);
    const reset = await server.app.request("/api/auth/reset-password", jsonRequest({ newPassword: "reset789", token }));
    expect(reset.status).toBe(200);
    expect((await signIn(server.app, account.email, "reset789")).status).toBe(200);
    expect((await signIn(server.app, account.email, account.password)).status).toBe(401);
  });

  it("a reset for an unknown address answers the same and sends nothing", async () => {
    const response = await server.app.request(
      "/api/auth/request-password-reset",
      jsonRequest({ email: "nobody-here@example.com", redirectTo: "/auth" }),
    );
    expect(response.status).toBe(200);
    expect(await outboxFor("nobody-here@example.com", "password-reset")).toEqual([]);
  });

  it("the reset e-mail is in the user's language", async () => {
    const account = await makeUser(server.app);
    await server.database.db.update(profiles).set({ preferredLanguage: "en" }).where(eq(profiles.userId, account.id));
    await authPost(account, "/request-password-reset", { email: account.email, redirectTo: "/auth" });
    const [mail] = await outboxFor(account.email, "password-reset");
    expect(mail?.html).toContain('dir="ltr"');
    expect(mail?.subject).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("with SMTP_URL the e-mail goes out over SMTP and is kept in the outbox as sent", async () => {
    const account = await makeUser(smtpServer.app);
    const response = await authPost(
      account,
      "/request-password-reset",
      { email: account.email, redirectTo: "/auth" },
      smtpServer.app,
    );
    expect(response.status).toBe(200);
    const delivered = smtp.messages.find(
      (message) => message.to.includes(account.email) && /reset-password/.test(message.raw),
    );
    expect(delivered).toBeDefined();
    const [mail] = await outboxFor(account.email, "password-reset", smtpServer.database.db);
    expect(mail?.status).toBe("sent");
  });
});

describe("welcome e-mail", () => {
  it("a new account gets a welcome e-mail in Persian", async () => {
    const account = await makeUser(server.app);
    const [mail] = await eventually(() => outboxFor(account.email, "welcome"));
    expect(mail?.html).toContain('dir="rtl"');
  });
});

describe("account deletion (DESIGN d7)", () => {
  it("PROF-41 PROF-42 PROF-43 deletion removes the account and its data, keeps payments anonymised, and the old credentials fail", async () => {
    const account = await makeUser(server.app);
    const db = server.database.db;
    await db.insert(chatConversations).values({ id: crypto.randomUUID(), userId: account.id, title: "t" });
    await server.app.request("/api/daily-content/generate", asUser(account.cookie, { method: "POST" }));
    await server.app.request(
      "/api/payments/checkout",
      asUser(account.cookie, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ plan: "eco" }),
      }),
    );
    const wrong = await authPost(account, "/delete-user", { password: "not-it" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(await db.select().from(user).where(eq(user.id, account.id))).toHaveLength(1);

    const response = await authPost(account, "/delete-user", { password: account.password });
    expect(response.status).toBe(200);
    expect(await db.select().from(user).where(eq(user.id, account.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, account.id))).toEqual([]);
    expect(await db.select().from(chatConversations).where(eq(chatConversations.userId, account.id))).toEqual([]);
    expect(await db.select().from(dailyContent).where(eq(dailyContent.userId, account.id))).toEqual([]);
    const kept = await db.select().from(payments).where(eq(payments.amount, 4_500_000));
    expect(kept.some((payment) => payment.userId === null)).toBe(true);
    expect((await signIn(server.app, account.email, account.password)).status).toBe(401);
    expect((await server.app.request("/api/profile", asUser(account.cookie))).status).toBe(401);
  });
});
