import { brand } from "../../shared/brand";
import { internationalNumber, type WhatsappMessage } from "../../shared/whatsapp";
import { WhatsappApiError, type WhatsappClient } from "../integrations/whatsapp/cloud-api-client";
import type { ServiceContext } from "../service-context";
import { type ConnectionRow, clientFor } from "./connections";
import { recordOutgoing, windowOpenUntil } from "./messages";
import { outsideWindow, sendFailure } from "./whatsapp-errors";

type SendDeps = Pick<ServiceContext, "db" | "config" | "secrets" | "events" | "logger">;

/** The template every WhatsApp Business account has, in the language Meta made it in. */
const greetingTemplate = { name: "hello_world", language: "en_US" };
/** What the customer reads of it, kept as the message's content so the conversation shows what was sent. */
const greetingTemplateText =
  "Hello World\nWelcome and congratulations!! This message demonstrates your ability to send a WhatsApp message notification from the Cloud API, hosted by Meta. Thank you for taking the time to test with us.";

/**
 * Sends and records: a message WhatsApp took is stored with its id (so its delivery can be followed), one
 * it refused is stored as failed with why, and the refusal is thrown as the seller should hear it.
 */
async function sendAndRecord(
  ctx: SendDeps,
  input: {
    connection: ConnectionRow;
    customerNumber: string;
    content: string;
    source: "seller" | "auto-reply" | "test";
    send: (client: WhatsappClient) => Promise<{ messageId: string }>;
    now: Date;
  },
): Promise<WhatsappMessage> {
  const { connection, customerNumber, content, source, now } = input;
  try {
    const sent = await input.send(clientFor(ctx, connection));
    return await recordOutgoing(ctx, {
      connection,
      customerNumber,
      content,
      source,
      result: { waMessageId: sent.messageId },
      now,
    });
  } catch (error) {
    if (!(error instanceof WhatsappApiError)) throw error;
    ctx.logger.warn({ err: error, connection: connection.id, code: error.code }, "WhatsApp refused a message");
    await recordOutgoing(ctx, { connection, customerNumber, content, source, result: { error: error.kind }, now });
    throw sendFailure(error);
  }
}

/** Free-form text to a customer: refused before WhatsApp is asked when their 24 hours are over. */
export async function sendText(
  ctx: SendDeps,
  input: {
    connection: ConnectionRow;
    customerNumber: string;
    text: string;
    source: "seller" | "auto-reply";
    now: Date;
  },
): Promise<WhatsappMessage> {
  const { connection, customerNumber, text, now } = input;
  const until = await windowOpenUntil(ctx.db, connection, customerNumber);
  if (!until || until <= now) throw outsideWindow();
  return sendAndRecord(ctx, {
    connection,
    customerNumber,
    content: text,
    source: input.source,
    send: (client) => client.sendText(connection.phoneNumberId, { to: customerNumber, body: text }),
    now,
  });
}

/**
 * 000 §7 send-whatsapp-test: a greeting with the person's name when they wrote in the last 24 hours;
 * otherwise WhatsApp takes only a template, so its own greeting template goes instead.
 */
export async function sendTestMessage(
  ctx: SendDeps,
  input: { connection: ConnectionRow; userName: string; userPhone: string; now: Date },
): Promise<WhatsappMessage> {
  const { connection, now } = input;
  const customerNumber = internationalNumber(input.userPhone);
  const until = await windowOpenUntil(ctx.db, connection, customerNumber);
  const text = testText(input.userName, connection.verifiedName);
  const message =
    until && until > now
      ? {
          content: text,
          send: (client: WhatsappClient) =>
            client.sendText(connection.phoneNumberId, { to: customerNumber, body: text }),
        }
      : {
          content: greetingTemplateText,
          send: (client: WhatsappClient) =>
            client.sendTemplate(connection.phoneNumberId, { to: customerNumber, ...greetingTemplate }),
        };
  return sendAndRecord(ctx, { connection, customerNumber, source: "test", now, ...message });
}

const testText = (name: string, shop: string) =>
  `سلام ${name}، این یک پیام آزمایشی از ${shop || brand.name.fa} است. ✅\nHello ${name}, this is a test message from ${shop || brand.name.en}.`;
