import { createTransport } from "nodemailer";
import type { Logger } from "../../logger";

/** One e-mail the product sends; `kind` names what it is for ("password-reset", "welcome", …). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
}

/**
 * What became of a message. `sent`: the SMTP server accepted it. `failed`: SMTP was configured but
 * refused it or could not be reached (`error` says why). `stored`: no SMTP; the outbox is the delivery.
 */
export type MailStatus = "sent" | "failed" | "stored";

/** The record handed to the outbox for every message, whichever mode sent it (the "sent emails" page). */
export type OutboxMail = OutgoingMail & { status: MailStatus; error?: string };

/** One try at sending, without recording it. */
export type Attempt = { status: MailStatus; error?: string };

export interface MailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it, mail only goes to the outbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `محتوایار <no-reply@mohtavayar.ir>`. */
  from: string;
  logger: Logger;
  outbox: (mail: OutboxMail) => Promise<void>;
  /** Connection, greeting and socket timeout; URL query parameters of the same names win. */
  timeoutMs?: number;
}

export type Mailer = ReturnType<typeof createMailer>;

/**
 * DESIGN "mail": nodemailer over SMTP_URL, else the outbox table (the log names the message, never its
 * body: it may hold a reset link). `delivered` is true
 * when the message reached this mode's destination (the SMTP server, or the outbox without SMTP).
 * Sending never throws: a failed e-mail must not fail the request that caused it.
 */
export function createMailer({ smtpUrl, from, logger, outbox, timeoutMs = 10_000 }: MailerOptions) {
  const log = logger.child({ component: "mailer" });

  async function record(mail: OutboxMail): Promise<boolean> {
    try {
      await outbox(mail);
      return true;
    } catch (error) {
      log.error({ to: mail.to, kind: mail.kind, err: error }, "could not store an e-mail in the outbox");
      return false;
    }
  }

  if (!smtpUrl) {
    return {
      kind: "outbox" as const,
      async send(message: OutgoingMail): Promise<{ delivered: boolean }> {
        const { to, subject, kind } = message;
        // Never the body: a reset link in the log took over an account. The outbox row holds the message.
        log.info({ to, subject, kind }, "e-mail kept in the outbox (no SMTP_URL)");
        return { delivered: await record({ ...message, status: "stored" }) };
      },
      /** Without SMTP the outbox row the caller already has is the delivery. */
      async deliver(_message: OutgoingMail): Promise<Attempt> {
        return { status: "stored" };
      },
    };
  }

  const server = smtpServerLabel(smtpUrl);
  const hideSecrets = secretScrubber(smtpUrl);
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });

  async function deliver(message: OutgoingMail): Promise<Attempt> {
    const { to, subject, html, text, kind } = message;
    try {
      const info = await transport.sendMail({ from, to, subject, html, text });
      log.info({ to, subject, kind, server, messageId: info.messageId }, "e-mail sent");
      return { status: "sent" };
    } catch (cause) {
      const error = hideSecrets(cause instanceof Error ? cause.message : String(cause));
      log.warn({ to, subject, kind, server, error }, "e-mail could not be sent");
      return { status: "failed", error };
    }
  }

  return {
    kind: "smtp" as const,
    async send(message: OutgoingMail): Promise<{ delivered: boolean }> {
      const attempt = await deliver(message);
      await record({ ...message, ...attempt });
      return { delivered: attempt.status === "sent" };
    },
    /** Sends without a new outbox row: a resend updates the row it sends again (the user's sent e-mails). */
    deliver,
  };
}

/** The SMTP address without its credentials, for logs. Throws (without echoing the URL) if it is not SMTP. */
function smtpServerLabel(smtpUrl: string): string {
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : null;
  if (!url || !["smtp:", "smtps:"].includes(url.protocol) || !url.hostname) {
    throw new Error("SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465.");
  }
  return `${url.protocol}//${url.host}`;
}

/** Removes the URL's password (raw and percent-decoded) from a message that may quote it. */
function secretScrubber(smtpUrl: string): (text: string) => string {
  const raw = new URL(smtpUrl).password;
  const secrets = [...new Set([raw, safeDecode(raw)])].filter((secret) => secret.length > 0);
  return (text) => secrets.reduce((scrubbed, secret) => scrubbed.replaceAll(secret, "[redacted]"), text);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
