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
