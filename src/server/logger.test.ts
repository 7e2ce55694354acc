import { GrammyError } from "grammy";
import { describe, expect, it } from "vitest";
import { createMailer } from "./integrations/mail/mailer";
import { createLogger } from "./logger";

const token = "Zx81kQpLm0aTr5vWcYe2";
const resetText = `Choose a new password: http://localhost:3000/api/auth/reset-password/${token}?callbackURL=%2Fauth`;

function loggerToLines() {
  const lines: string[] = [];
  const logger = createLogger("debug", { write: (line: string) => lines.push(line) });
  return { logger, output: () => lines.join("") };
}

/** What a failed drizzle query looks like: the SQL and its parameters, in the message and as fields. */
function failedQuery(params: string[]) {
  return Object.assign(new Error(`Failed query: insert into "mail_outbox" …\nparams: ${params.join(",")}`), {
    query: 'insert into "mail_outbox" …',
    params,
    cause: new Error(`could not write: ${params.join(",")}`),
  });
}

describe("no reset token reaches the log through a logged error", () => {
  it("an outbox insert that fails logs its error without the reset link the query carried", async () => {
    const { logger, output } = loggerToLines();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Mohtavayar <no-reply@mohtavayar.ir>",
      logger,
      outbox: async (mail) => {
        throw failedQuery([mail.to, mail.html, mail.text]);
      },
    });
    const sent = await mailer.send({
      to: "sara@example.com",
      subject: "reset",
      html: `<a href="http://localhost:3000/auth?mode=reset&amp;token=${token}">reset</a>`,
      text: resetText,
      kind: "password-reset",
    });
    expect(sent).toEqual({ delivered: false });
    expect(output()).toContain("could not store an e-mail in the outbox");
    expect(output()).toContain("[redacted]");
    expect(output()).not.toContain(token);
  });

  it("Better Auth's verification identifier (reset-password:<token>) in a failed query is redacted too", () => {
    const { logger, output } = loggerToLines();
    logger.error({ err: failedQuery([`reset-password:${token}`, "2026-01-01"]) }, "Better Auth failed");
    expect(output()).toContain("reset-password:[redacted]");
    expect(output()).not.toContain(token);
  });
});

describe("logging any error is safe", () => {
  /** What grammY throws when a buyer blocked the bot: the platform's refusal inside the handler's context. */
  function blockedBuyerError() {
    const table: Record<string, unknown> = { name: "bot_updates" };
    table.columns = { id: { table } };
    const context = new (class Context {
      shop = { db: { tables: [table] } };
      self = this;
    })();
    const refusal = new GrammyError(
      "Call to 'sendMessage' failed!",
      { ok: false, error_code: 403, description: "Forbidden: bot was blocked by the user" },
      "sendMessage",
      { chat_id: 42, text: "سلام" },
    );
    // grammY's BotError: the refusal it wraps and the handler's context (whose shop holds the database).
    return Object.assign(new Error(`Error in middleware: ${refusal.message}`), { error: refusal, ctx: context });
  }

  it("a grammY error holding circular tables is logged with the platform's code and words, not thrown", () => {
    const { logger, output } = loggerToLines();
    expect(() =>
      logger.warn({ err: blockedBuyerError(), updateId: 7 }, "a bot update could not be handled"),
    ).not.toThrow();
    const line = JSON.parse(output()) as { updateId: number; err: Record<string, unknown> };
    expect(line.updateId).toBe(7);
    expect(line.err).toMatchObject({
      error: { type: "GrammyError", error_code: 403, description: "Forbidden: bot was blocked by the user" },
    });
    expect(line.err.message).toContain("Forbidden: bot was blocked by the user");
    expect(line.err).not.toHaveProperty("ctx");
  });

  it("an error holding a cycle of plain objects, a huge text and a huge list is logged, cut short", () => {
    const { logger, output } = loggerToLines();
    const loop: Record<string, unknown> = { name: "loop" };
    loop.self = loop;
    const error = Object.assign(new Error("too much", { cause: loop }), {
      code: "E_HUGE",
      text: "x".repeat(5_000_000),
      rows: Array.from({ length: 1_000_000 }, (_, index) => ({ index })),
    });
    expect(() => logger.error({ err: error }, "failed")).not.toThrow();
    expect(output().length).toBeLessThan(20_000);
    expect(JSON.parse(output())).toMatchObject({
      err: { code: "E_HUGE", message: "too much", cause: { name: "loop" } },
    });
  });
});
