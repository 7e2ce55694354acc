import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, type OutboxMail, type OutgoingMail } from "./mailer";
import { startSmtpStandIn } from "./test/smtp-stand-in";

const password = "s3cret-Pass";
const resetMail: OutgoingMail = {
  to: "sara@example.com",
  subject: "بازیابی رمز عبور محتوایار",
  html: "<p>Choose a new password</p>",
  text: "Choose a new password: http://localhost:3000/reset-password/tok3n",
  kind: "password-reset",
};

let standIn: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  standIn = await startSmtpStandIn();
});
afterAll(() => standIn.close());

function mailerWith(smtpUrl: string | undefined, outbox?: (mail: OutboxMail) => Promise<void>) {
  const logLines: string[] = [];
  const stored: OutboxMail[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => logLines.push(line) });
  const mailer = createMailer({
    smtpUrl,
    from: "Mohtavayar <no-reply@mohtavayar.ir>",
    logger,
    timeoutMs: 2000,
    outbox:
      outbox ??
      (async (mail) => {
        stored.push(mail);
      }),
  });
  return { mailer, stored, log: () => logLines.join("") };
}

const withLogin = () => standIn.url.replace("smtp://", `smtp://mailer:${encodeURIComponent(password)}@`);

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://mailer:${password}@127.0.0.1:${port}`;
}

describe("sending e-mail over SMTP", () => {
  it("delivers the message with its subject, recipient, html and text parts, logged in with the URL's user", async () => {
    const { mailer, stored } = mailerWith(withLogin());
    expect(mailer.kind).toBe("smtp");

    await expect(mailer.send(resetMail)).resolves.toEqual({ delivered: true });

    const received = standIn.messages.at(-1);
    expect(received?.recipients).toEqual(["sara@example.com"]);
    expect(received?.to).toBe("sara@example.com");
    expect(received?.subject).toBe(resetMail.subject);
    expect(received?.user).toBe("mailer");
    expect(received?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(received?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(received?.raw).toMatch(/Content-Type: text\/html/i);
    expect(received?.raw).toContain("Choose a new password");
    expect(stored).toEqual([{ ...resetMail, status: "sent" }]);
  });

  it("resolves delivered: false and stores the mail as failed when the server refuses it with a 5xx", async () => {
    const { mailer, stored } = mailerWith(withLogin());
    const before = standIn.messages.length;
    standIn.failNext();

    await expect(mailer.send(resetMail)).resolves.toEqual({ delivered: false });

    expect(standIn.messages).toHaveLength(before);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...resetMail, status: "failed" });
    expect(stored[0]?.error).toMatch(/554/);
  });

  it("resolves delivered: false when the SMTP server cannot be reached", async () => {
    const { mailer, stored } = mailerWith(await closedPortUrl());
    await expect(mailer.send(resetMail)).resolves.toEqual({ delivered: false });
    expect(stored[0]?.status).toBe("failed");
  });

  it("never writes the SMTP password to the log or the outbox", async () => {
    const sent = mailerWith(withLogin());
    const refused = mailerWith(withLogin());
    const unreachable = mailerWith(await closedPortUrl());
    await sent.mailer.send(resetMail);
    standIn.failNext();
    await refused.mailer.send(resetMail);
    await unreachable.mailer.send(resetMail);

    for (const { log, stored } of [sent, refused, unreachable]) {
      expect(log()).toContain("127.0.0.1");
      expect(log()).not.toContain(password);
      expect(JSON.stringify(stored)).not.toContain(password);
    }
  });

  it("still reports the mail delivered when only the outbox record fails", async () => {
    const { mailer, log } = mailerWith(withLogin(), async () => {
      throw new Error("database is down");
    });
    await expect(mailer.send(resetMail)).resolves.toEqual({ delivered: true });
    expect(log()).toContain("could not store an e-mail in the outbox");
  });

  it("refuses an SMTP_URL that is not an SMTP address without repeating it", () => {
    expect(() => mailerWith(`https://mailer:${password}@example.com`)).toThrow(/SMTP_URL must look like/);
    expect(() => mailerWith(`https://mailer:${password}@example.com`)).not.toThrow(password);
  });
});

describe("without SMTP_URL", () => {
  it("stores the mail in the outbox as stored and never connects to a server", async () => {
    const { mailer, stored } = mailerWith(undefined);
    const connections = standIn.connectionCount();
    expect(mailer.kind).toBe("outbox");

    await expect(mailer.send(resetMail)).resolves.toEqual({ delivered: true });

    expect(stored).toEqual([{ ...resetMail, status: "stored" }]);
    expect(standIn.connectionCount()).toBe(connections);
  });

  it("logs the recipient, subject and kind, never the body with its reset link", async () => {
    const { mailer, log } = mailerWith(undefined);
    await mailer.send(resetMail);
    const line = JSON.parse(log().trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, to: resetMail.to, subject: resetMail.subject, kind: "password-reset" });
    expect(log()).not.toContain("tok3n");
  });

  it("reports delivered: false when the outbox cannot store the mail", async () => {
    const { mailer } = mailerWith(undefined, async () => {
      throw new Error("database is down");
    });
    await expect(mailer.send(resetMail)).resolves.toEqual({ delivered: false });
  });
});
