import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server on 127.0.0.1 that accepts any login (or none) and keeps every message it
 * receives in `messages`, with the raw source and the To and Subject headers decoded. `failNext()`
 * makes it refuse the next message with a 5xx, as a real server does for a rejected message.
 */
export interface ReceivedMail {
  /** The envelope recipients (RCPT TO). */
  recipients: string[];
  /** The login the client used, if it authenticated. */
  user: string | undefined;
  to: string;
  subject: string;
  raw: string;
}

export async function startSmtpStandIn() {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  let connections = 0;

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "" });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (failures > 0) {
          failures -= 1;
          callback(Object.assign(new Error("Message rejected by the stand-in"), { responseCode: 554 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = readHeaders(raw);
        messages.push({
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === "string" && session.user ? session.user : undefined,
          to: headers.get("to") ?? "",
          subject: headers.get("subject") ?? "",
          raw,
        });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    /** The SMTP_URL to give the mailer; add credentials (any) to exercise AUTH. */
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    /** How many SMTP connections were opened, to prove a code path never connected. */
    connectionCount: () => connections,
    failNext() {
      failures += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header names (lower case) to unfolded values with RFC 2047 encoded words decoded. */
function readHeaders(raw: string): Map<string, string> {
  const end = raw.indexOf("\r\n\r\n");
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

const encodedWord = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
const encodedRun = /=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g;

/** Adjacent encoded words are joined as bytes first, since a UTF-8 letter may be split across two. */
function decodeEncodedWords(value: string): string {
  return value.replace(encodedRun, (run) => {
    const bytes = [...run.matchAll(encodedWord)].map(([, , encoding, data = ""]) =>
      encoding?.toUpperCase() === "B"
        ? Buffer.from(data, "base64")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ),
    );
    return Buffer.concat(bytes).toString("utf8");
  });
}
