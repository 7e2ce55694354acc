import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SentEmail, SentEmailList } from "../../shared/sent-emails";
import { mailOutbox } from "../db/schema";
import { startSmtpStandIn } from "../integrations/mail/test/smtp-stand-in";
import { asUser, jsonRequest, makeUser, sendJsonAs, type TestAccount } from "../test/make-user";
import { createTestServer, type TestServer } from "../test/test-server";

// Two apps: one with no mail server (the outbox is the delivery), one sending through a local SMTP server.
let outboxServer: TestServer;
let smtpServer: TestServer;
let standIn: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  standIn = await startSmtpStandIn();
  [outboxServer, smtpServer] = await Promise.all([
    createTestServer(),
    createTestServer({ SMTP_URL: standIn.url, MAIL_FROM: "Mohtavayar <no-reply@mohtavayar.ir>" }),
  ]);
});
afterAll(async () => {
  await Promise.all([outboxServer.close(), smtpServer.close()]);
  await standIn.close();
});

async function expectJson<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
const outboxRows = (server: TestServer, account: TestAccount) =>
  server.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, account.id));
const list = async (server: TestServer, account: TestAccount, query = "") =>
  expectJson<SentEmailList>(await server.app.request(`/api/me/emails${query}`, asUser(account.cookie)));
/** Signs up and waits for the welcome e-mail, which is sent after the answer (a slow mail server must not hold sign-up). */
async function signUp(server: TestServer, overrides: { email?: string } = {}) {
  const account = await makeUser(server.app, overrides);
  await vi.waitFor(
    async () => {
      const rows = await outboxRows(server, account);
      if (rows.length === 0) throw new Error("the welcome e-mail is not in the outbox yet");
    },
    { timeout: 5000, interval: 50 },
  );
  return account;
}
const resend = (server: TestServer, account: TestAccount, id: string) =>
  sendJsonAs(server.app, account, `/api/me/emails/${id}/resend`, {});
const requestReset = (server: TestServer, account: TestAccount) =>
  server.app.request("/api/auth/request-password-reset", jsonRequest({ email: account.email, redirectTo: "/auth" }));

describe("/sent-emails: the user's own outbox (DESIGN d7; 001 §2, §3)", () => {
  it("STAT-28 STAT-30 STAT-31 a new user's welcome e-mail is listed as delivered, kept in the outbox when no mail server is configured", async () => {
    const user = await signUp(outboxServer);
    const { items, counters, mail_mode } = await list(outboxServer, user);
    expect(mail_mode).toBe("outbox");
    expect(items).toEqual([
      {
        id: expect.any(String),
        kind: "welcome",
        subject: expect.any(String),
        to: user.email,
        status: "delivered",
        text: expect.stringContaining(user.name),
        error: null,
        sent_at: expect.any(String),
        resendable: false,
      },
    ]);
    expect(counters).toEqual({ total: 1, delivered: 1, sending: 0, failed: 0 });
  });

  it("STAT-28 a user never sees another user's e-mails, nor resends one (404); a visitor is refused", async () => {
    const owner = await signUp(smtpServer);
    const other = await signUp(smtpServer);
    standIn.failNext();
    await requestReset(smtpServer, owner);
    const [ownerMail] = (await list(smtpServer, owner, "?status=failed")).items;
    expect(ownerMail?.kind).toBe("password-reset");
    const seen = await list(smtpServer, other);
    expect(seen.items.map((mail) => mail.to)).toEqual([other.email]);
    expect((await resend(smtpServer, other, ownerMail?.id ?? "")).status).toBe(404);
    expect((await resend(smtpServer, other, crypto.randomUUID())).status).toBe(404);
    expect((await resend(smtpServer, other, "not-an-id")).status).toBe(400);
    expect((await smtpServer.app.request("/api/me/emails")).status).toBe(401);
  });

  it("the reset link of a password-reset e-mail is never shown again, and the e-mail is never resent (409)", async () => {
    const user = await signUp(outboxServer);
    expect((await requestReset(outboxServer, user)).status).toBe(200);
    const [reset] = (await list(outboxServer, user, "?q=")).items.filter((mail) => mail.kind === "password-reset");
    const [stored] = (await outboxRows(outboxServer, user)).filter((row) => row.kind === "password-reset");
    const token = /reset-password\/([^\s?"]+)/.exec(stored?.text ?? "")?.[1] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(reset?.text).toContain("reset-password/[redacted]");
    expect(JSON.stringify(await list(outboxServer, user))).not.toContain(token);
    expect(reset?.resendable).toBe(false);
  });

  it("STAT-42 STAT-43 search is a case-insensitive substring of the subject or the recipient; the status filter 'all' filters nothing", async () => {
    const user = await signUp(smtpServer, { email: `Search.Me-${Date.now()}@example.com` });
    standIn.failNext();
    await requestReset(smtpServer, user);
    const all = await list(smtpServer, user);
    expect(all.items.map((mail) => [mail.kind, mail.status])).toEqual([
      ["password-reset", "failed"],
      ["welcome", "delivered"],
    ]);
    expect(all.counters).toEqual({ total: 2, delivered: 1, sending: 0, failed: 1 });
    const welcome = all.items[1];
    const subjectPart = (welcome?.subject ?? "").slice(-6);
    expect((await list(smtpServer, user, `?q=${encodeURIComponent(subjectPart)}`)).items.map((m) => m.kind)).toEqual([
      "welcome",
    ]);
    expect((await list(smtpServer, user, "?q=SEARCH.me")).items).toHaveLength(2);
    expect((await list(smtpServer, user, "?q=nothing-like-this")).items).toEqual([]);
    expect((await list(smtpServer, user, "?status=all")).items).toHaveLength(2);
    expect((await list(smtpServer, user, "?status=delivered")).items.map((m) => m.kind)).toEqual(["welcome"]);
    expect((await list(smtpServer, user, "?status=failed")).items.map((m) => m.kind)).toEqual(["password-reset"]);
    expect((await list(smtpServer, user, "?status=sending")).items).toEqual([]);
    expect((await smtpServer.app.request("/api/me/emails?status=draft", asUser(user.cookie))).status).toBe(400);
  });
});

describe("sending a failed e-mail again (001 §4; DESIGN d7)", () => {
  it("STAT-33 a failed welcome e-mail is sent again through the mail server and its line becomes delivered, not a second line", async () => {
    standIn.failNext();
    const user = await signUp(smtpServer);
    const [failed] = (await list(smtpServer, user)).items;
    expect(failed).toMatchObject({ kind: "welcome", status: "failed", resendable: true });
    expect(failed?.error).toMatch(/554/);
    const received = standIn.messages.length;

    const sent = await expectJson<SentEmail>(await resend(smtpServer, user, failed?.id ?? ""));

    expect(sent).toMatchObject({ id: failed?.id, status: "delivered", error: null, resendable: false });
    expect(standIn.messages.slice(received).map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, failed?.subject],
    ]);
    const after = await list(smtpServer, user);
    expect(after.items.map((mail) => [mail.id, mail.status])).toEqual([[failed?.id, "delivered"]]);
    expect(after.counters).toEqual({ total: 1, delivered: 1, sending: 0, failed: 0 });
  });

  it("STAT-33 a resend the mail server refuses again stays failed with the new reason", async () => {
    standIn.failNext();
    const user = await signUp(smtpServer);
    const [failed] = (await list(smtpServer, user)).items;
    standIn.failNext();
    const again = await expectJson<SentEmail>(await resend(smtpServer, user, failed?.id ?? ""));
    expect(again).toMatchObject({ id: failed?.id, status: "failed", resendable: true });
    expect(again.error).toMatch(/554/);
  });

  it("a delivered e-mail is not sent again (409 email_not_failed); a failed reset e-mail is refused with reset_email_not_resendable", async () => {
    const user = await signUp(smtpServer);
    const [welcome] = (await list(smtpServer, user)).items;
    const delivered = await resend(smtpServer, user, welcome?.id ?? "");
    expect(delivered.status).toBe(409);
    expect((await delivered.json()).code).toBe("email_not_failed");
    standIn.failNext();
    await requestReset(smtpServer, user);
    const [reset] = (await list(smtpServer, user, "?status=failed")).items;
    const received = standIn.messages.length;
    const refused = await resend(smtpServer, user, reset?.id ?? "");
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe("reset_email_not_resendable");
    expect(standIn.messages).toHaveLength(received);
    expect((await list(smtpServer, user, "?status=failed")).items).toHaveLength(1);
  });

  it("resends are limited per user: the sixth in ten minutes gets 429", async () => {
    const user = await signUp(smtpServer);
    for (let tries = 0; tries < 5; tries += 1) {
      expect((await resend(smtpServer, user, crypto.randomUUID())).status).toBe(404);
    }
    expect((await resend(smtpServer, user, crypto.randomUUID())).status).toBe(429);
  });
});

describe("the new-e-mail dialog writes to support (STAT-29)", () => {
  const supportMessage = (email: string) => ({
    kind: "support",
    name: "Sara Ahmadi",
    email,
    subject: "Invoice for my plan",
    message: "Could you send me an invoice?",
  });

  it("STAT-29 a signed-in user writing from their own address gets 'we received your message' in their sent e-mails", async () => {
    const user = await signUp(outboxServer);
    const sent = await sendJsonAs(
      outboxServer.app,
      user,
      "/api/support/messages",
      supportMessage(user.email.toUpperCase()),
    );
    expect(sent.status).toBe(201);
    const [received] = (await list(outboxServer, user)).items;
    expect(received).toMatchObject({ kind: "support-received", to: user.email, status: "delivered" });
    expect(received?.subject).toContain("Invoice for my plan");
    expect(received?.text).toContain("Could you send me an invoice?");
  });

  it("no acknowledgment goes to an address the user typed that is not theirs, nor to a visitor", async () => {
    const user = await signUp(outboxServer);
    const typed = `someone-else-${Date.now()}@example.com`;
    expect((await sendJsonAs(outboxServer.app, user, "/api/support/messages", supportMessage(typed))).status).toBe(201);
    const visitor = await outboxServer.app.request("/api/support/messages", jsonRequest(supportMessage(typed)));
    expect(visitor.status).toBe(201);
    expect((await list(outboxServer, user)).items.map((mail) => mail.kind)).toEqual(["welcome"]);
    const toTyped = await outboxServer.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, typed));
    expect(toTyped).toEqual([]);
  });
});
