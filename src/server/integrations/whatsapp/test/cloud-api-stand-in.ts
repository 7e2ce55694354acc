import { createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, startStandInServer } from "../../../test/stand-in-server";
import { graphVersion } from "../cloud-api-client";

/**
 * A local WhatsApp Cloud API: `GET /{version}/{phone number id}` and `POST /{version}/{id}/messages` with a
 * bearer token, answering as Meta does (its error shapes and codes: 190 for a bad or expired token, 100 for
 * a number the token cannot see, 131047 for free text outside the 24 hours). As Meta, it also calls the
 * app: `customerWrites` posts a signed webhook of a customer's text (and opens that customer's 24 hours),
 * `report` posts a delivery status; both are reachable over HTTP too (`POST /__control/customer-writes`,
 * `POST /__control/status`, `GET /__control/messages`) for journeys that run in another process.
 * `customerSends` signs any other message a customer sends (a location, an order, a reaction…); over HTTP,
 * `POST /__control/customer-sends` also posts it.
 */
export interface StandInNumber {
  phoneNumberId: string;
  accessToken: string;
  displayPhoneNumber: string;
  verifiedName: string;
}

export interface StandInSentMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  type: "text" | "template";
  text?: string;
  template?: string;
}

export interface CustomerMessage {
  /** The app's webhook address for this number. */
  webhookUrl: string;
  /** Signs the call, as Meta signs with the app's secret. */
  appSecret: string;
  phoneNumberId: string;
  /** The customer's `wa_id`, digits only. */
  from: string;
  name?: string;
  text: string;
  /** Meta's message id; a fresh one unless a test replays a delivery. */
  id?: string;
  /** Unix seconds; now unless given. */
  timestamp?: number;
}

export type CloudApiFailure = "http-502" | "rate-limit";

const apiPath = new RegExp(`^/${graphVersion.replace(".", "\\.")}/(\\d+)(/messages)?$`);
const graphError = (status: number, code: number, message: string) => ({
  status,
  body: { error: { message, type: code === 190 ? "OAuthException" : "GraphMethodException", code, fbtrace_id: "A1" } },
});

/** `sha256=<hex HMAC-SHA256 of the raw body keyed with the app secret>`: Meta's `X-Hub-Signature-256`. */
export function signatureOf(body: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

/** The envelope Meta posts one `messages` change of a number in: a business account's entry. */
function messagesChange(number: Pick<StandInNumber, "phoneNumberId" | "displayPhoneNumber">, value: object) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: number.displayPhoneNumber, phone_number_id: number.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/**
 * What Meta posts for one message of a customer (a `messages` change of the business account): `content` is
 * its `type` and the object of that type, e.g. `{ type: "text", text: { body } }`. Without a name the
 * change has no `contacts`, as Meta's system messages have none.
 */
export function customerPayload(
  number: Pick<StandInNumber, "phoneNumberId" | "displayPhoneNumber">,
  message: { from: string; name?: string; id: string; timestamp: number; content: object },
) {
  return messagesChange(number, {
    ...(message.name ? { contacts: [{ profile: { name: message.name }, wa_id: message.from }] } : {}),
    messages: [{ from: message.from, id: message.id, timestamp: String(message.timestamp), ...message.content }],
  });
}

/** What Meta posts for one text from a customer. */
export function customerTextPayload(
  number: Pick<StandInNumber, "phoneNumberId" | "displayPhoneNumber">,
  message: { from: string; name?: string; text: string; id: string; timestamp: number },
) {
  return customerPayload(number, { ...message, content: { type: "text", text: { body: message.text } } });
}

/** Posts a body to a webhook as Meta does: JSON, signed with the app secret over the exact bytes. */
export async function postSignedWebhook(input: { webhookUrl: string; appSecret: string; body: string }) {
  return fetch(input.webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signatureOf(input.body, input.appSecret) },
    body: input.body,
  });
}

export async function startCloudApiStandIn() {
  const numbers = new Map<string, StandInNumber>();
  const expiredTokens = new Set<string>();
  /** When each customer last wrote to each number (ms): free text is taken for 24 hours after it. */
  const lastInbound = new Map<string, number>();
  const messages: StandInSentMessage[] = [];
  const failures: CloudApiFailure[] = [];
  const windowKey = (phoneNumberId: string, customer: string) => `${phoneNumberId}:${customer}`;

  /** A customer's text as Meta would post it, signed; their 24 hours open now (or at `timestamp`). */
  function customerMessage(message: Omit<CustomerMessage, "webhookUrl">) {
    const number = numbers.get(message.phoneNumberId);
    if (!number) throw new Error(`no stand-in number ${message.phoneNumberId}`);
    const timestamp = message.timestamp ?? Math.floor(Date.now() / 1000);
    lastInbound.set(windowKey(message.phoneNumberId, message.from), timestamp * 1000);
    const id = message.id ?? `wamid.${randomBytes(12).toString("hex")}`;
    const body = JSON.stringify(customerTextPayload(number, { ...message, id, timestamp }));
    return { id, body, signature: signatureOf(body, message.appSecret) };
  }

  /**
   * Any message of a customer (a location, an order, a reaction…; see meta-webhook-messages.ts) as Meta
   * would post it, signed. It opens their 24 hours, except a reaction, which is not a message of theirs.
   */
  function customerSends(
    message: Omit<CustomerMessage, "webhookUrl" | "text"> & { content: { type: string } & Record<string, unknown> },
  ) {
    const number = numbers.get(message.phoneNumberId);
    if (!number) throw new Error(`no stand-in number ${message.phoneNumberId}`);
    const timestamp = message.timestamp ?? Math.floor(Date.now() / 1000);
    if (message.content.type !== "reaction") {
      lastInbound.set(windowKey(message.phoneNumberId, message.from), timestamp * 1000);
    }
    const id = message.id ?? `wamid.${randomBytes(12).toString("hex")}`;
    const body = JSON.stringify(customerPayload(number, { ...message, id, timestamp }));
    return { id, body, signature: signatureOf(body, message.appSecret) };
  }

  /** A customer's text, posted to the app's webhook as Meta does. */
  async function customerWrites(message: CustomerMessage) {
    const { id, body } = customerMessage(message);
    const response = await postSignedWebhook({ webhookUrl: message.webhookUrl, appSecret: message.appSecret, body });
    return { status: response.status, id };
  }

  /** Meta's word that a sent message was delivered, read or failed, as Meta would post it, signed. */
  function statusReport(input: {
    appSecret: string;
    messageId: string;
    status: "sent" | "delivered" | "read" | "failed";
    errorCode?: number;
  }) {
    const sent = messages.find((message) => message.id === input.messageId);
    const number = sent && numbers.get(sent.phoneNumberId);
    if (!sent || !number) throw new Error(`no sent message ${input.messageId}`);
    const body = JSON.stringify(
      messagesChange(number, {
        statuses: [
          {
            id: sent.id,
            status: input.status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: sent.to,
            ...(input.errorCode ? { errors: [{ code: input.errorCode, title: "Message undeliverable" }] } : {}),
          },
        ],
      }),
    );
    return { body, signature: signatureOf(body, input.appSecret) };
  }

  async function report(input: Parameters<typeof statusReport>[0] & { webhookUrl: string }) {
    const { body } = statusReport(input);
    return (await postSignedWebhook({ webhookUrl: input.webhookUrl, appSecret: input.appSecret, body })).status;
  }

  function answerApi(request: IncomingMessage, body: Buffer) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const match = apiPath.exec(url.pathname);
    if (!match) return graphError(400, 100, "Unknown path components");
    const [, phoneNumberId, isSend] = match;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!token) return graphError(400, 190, "An active access token must be used to query information.");
    if (expiredTokens.has(token)) {
      return graphError(401, 190, "Error validating access token: Session has expired.");
    }
    const owned = [...numbers.values()].find((number) => number.accessToken === token);
    if (!owned) return graphError(401, 190, "Invalid OAuth access token - Cannot parse access token");
    const number = numbers.get(phoneNumberId ?? "");
    if (!number || number.accessToken !== token) {
      return graphError(
        400,
        100,
        `Unsupported get request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      );
    }
    if (!isSend) {
      if (request.method !== "GET") return graphError(400, 100, "Unsupported post request.");
      return {
        status: 200,
        body: {
          display_phone_number: number.displayPhoneNumber,
          verified_name: number.verifiedName,
          id: number.phoneNumberId,
        },
      };
    }
    const sent = parseSend(body);
    if ("error" in sent) return graphError(400, 100, sent.error);
    if (sent.type === "text") {
      const wrote = lastInbound.get(windowKey(number.phoneNumberId, sent.to));
      if (wrote === undefined || Date.now() - wrote > 24 * 60 * 60 * 1000) {
        return graphError(
          400,
          131047,
          "Re-engagement message: More than 24 hours have passed since the recipient last replied to the sender number.",
        );
      }
    } else if (sent.template !== "hello_world") {
      return graphError(404, 132001, `template name (${sent.template}) does not exist in en_US`);
    }
    const id = `wamid.${randomBytes(16).toString("hex")}`;
    messages.push({ id, phoneNumberId: number.phoneNumberId, ...sent });
    return {
      status: 200,
      body: { messaging_product: "whatsapp", contacts: [{ input: sent.to, wa_id: sent.to }], messages: [{ id }] },
    };
  }

  async function answerControl(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    if (path === "/__control/messages") return json(200, { messages });
    const input = JSON.parse(body.toString("utf8") || "{}");
    if (path === "/__control/customer-writes") return json(200, await customerWrites(input));
    if (path === "/__control/customer-sends") {
      const { id, body: signed } = customerSends(input);
      const posted = await postSignedWebhook({
        webhookUrl: input.webhookUrl,
        appSecret: input.appSecret,
        body: signed,
      });
      return json(200, { status: posted.status, id });
    }
    if (path === "/__control/status") return json(200, { status: await report(input) });
    json(404, { error: "unknown control" });
  }

  const server = await startStandInServer(async (request, response) => {
    const body = await readBody(request);
    if (request.url?.startsWith("/__control/")) return answerControl(request, response, body);
    const failure = failures.shift();
    if (failure === "http-502") {
      response.writeHead(502, { "content-type": "text/html" });
      response.end("<html><body>502 Bad Gateway</body></html>");
      return;
    }
    const answer = failure === "rate-limit" ? graphError(429, 130429, "Rate limit hit") : answerApi(request, body);
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });

  return {
    baseUrl: server.baseUrl,
    close: () => server.close(),
    /** Every message the app sent, oldest first. */
    messages,
    addNumber(input: Partial<StandInNumber> = {}): StandInNumber {
      const phoneNumberId = input.phoneNumberId ?? String(100_000_000_000_000 + numbers.size + 1);
      const number = {
        phoneNumberId,
        accessToken: input.accessToken ?? `EAAG${randomBytes(30).toString("hex")}`,
        displayPhoneNumber: input.displayPhoneNumber ?? `+98 912 000 ${String(1000 + numbers.size).slice(-4)}`,
        verifiedName: input.verifiedName ?? "Stand-in Shop",
      };
      numbers.set(phoneNumberId, number);
      return number;
    },
    /** The token stops working, as a 24-hour temporary token does. */
    expireToken(token: string) {
      expiredTokens.add(token);
    },
    /** A new token for a number (what a seller pastes after the old one expired). */
    renewToken(phoneNumberId: string): string {
      const number = numbers.get(phoneNumberId);
      if (!number) throw new Error(`no stand-in number ${phoneNumberId}`);
      number.accessToken = `EAAG${randomBytes(30).toString("hex")}`;
      return number.accessToken;
    },
    failNext(failure: CloudApiFailure) {
      failures.push(failure);
    },
    customerMessage,
    customerSends,
    customerWrites,
    statusReport,
    report,
  };
}

export type CloudApiStandIn = Awaited<ReturnType<typeof startCloudApiStandIn>>;

type ParsedSend = { to: string } & ({ type: "text"; text: string } | { type: "template"; template: string });

/** The send body as Meta checks it: JSON, `messaging_product`, a recipient, and a text of at most 4,096. */
function parseSend(body: Buffer): ParsedSend | { error: string } {
  let value: {
    messaging_product?: unknown;
    to?: unknown;
    type?: unknown;
    text?: { body?: unknown };
    template?: { name?: unknown; language?: { code?: unknown } };
  };
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return { error: "(#100) Invalid JSON" };
  }
  if (value.messaging_product !== "whatsapp") return { error: "(#100) The parameter messaging_product is required." };
  if (typeof value.to !== "string" || !/^\+?\d{6,20}$/.test(value.to)) return { error: "(#100) Invalid parameter to" };
  const to = value.to.replace(/^\+/, "");
  if (value.type === "text") {
    const text = value.text?.body;
    if (typeof text !== "string" || text.length === 0)
      return { error: "(#100) The parameter text['body'] is required." };
    if (text.length > 4096) return { error: "(#100) Param text['body'] must be at most 4096 characters long." };
    return { to, type: "text", text };
  }
  if (value.type === "template" && typeof value.template?.name === "string" && value.template.language?.code) {
    return { to, type: "template", template: value.template.name };
  }
  return { error: "(#100) Invalid parameter type" };
}
