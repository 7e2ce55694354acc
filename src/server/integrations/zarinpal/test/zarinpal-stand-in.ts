import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startStandInServer } from "../../../test/stand-in-server";

/**
 * A local Zarinpal REST v4 gateway (request, StartPay, verify) with the gateway's error codes. Every call,
 * StartPay visits included, lands in `requests`. The test plays the buyer with `pay()`; `failNext()` makes
 * the next API call answer HTTP 500, broken JSON, nothing at all, or a gateway error code (`{ refuse: -52 }`).
 * Any UUID is a valid merchant id.
 */
export interface ZarinpalStandInOptions {
  /** Wait this long before every API answer (benchmarks). */
  delayMs?: number;
  /** HTTP status of error answers; the real gateway's is unconfirmed, so tests can try both readings. */
  errorStatus?: number;
}

export type ZarinpalStandInFailure = "http-500" | "malformed" | "stall" | { refuse: number };

interface StandInPayment {
  merchantId: string;
  amount: number;
  callbackUrl: string;
  state: "pending" | "paid" | "cancelled";
  refId: number;
  verified: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

const requestPath = "/pg/v4/payment/request.json";
const verifyPath = "/pg/v4/payment/verify.json";
const startPayPath = /^\/pg\/StartPay\/([^/]+)$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function startZarinpalStandIn({ delayMs = 0, errorStatus = 200 }: ZarinpalStandInOptions = {}) {
  const payments = new Map<string, StandInPayment>();
  const verifies = new Map<string, number>();
  const failures: ZarinpalStandInFailure[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  let lastRefId = 50_000_000;

  const ok = (data: object): Answer => ({ status: 200, body: { data, errors: [] } });
  const refuse = (code: number, message: string, validations?: Record<string, string>[]): Answer => ({
    status: errorStatus,
    body: { data: [], errors: { code, message, ...(validations ? { validations } : {}) } },
  });

  function requestPayment(body: Record<string, unknown>): Answer {
    if (!isUuid(body.merchant_id)) return refuse(-10, "Terminal is not valid, please check merchant_id or ip address.");
    const validations = requestValidations(body);
    if (validations.length > 0) return refuse(-9, "The input params invalid, validation error.", validations);
    const authority = `S${randomAlphanumeric(12).padStart(35, "0")}`;
    payments.set(authority, {
      merchantId: body.merchant_id,
      amount: Number(body.amount),
      callbackUrl: String(body.callback_url),
      state: "pending",
      refId: ++lastRefId,
      verified: false,
    });
    return ok({ code: 100, message: "Success", authority, fee_type: "Merchant", fee: 0 });
  }

  function verifyPayment(body: Record<string, unknown>): Answer {
    if (!isUuid(body.merchant_id)) return refuse(-10, "Terminal is not valid, please check merchant_id or ip address.");
    if (typeof body.authority !== "string" || !Number.isInteger(body.amount)) {
      return refuse(-9, "The input params invalid, validation error.");
    }
    const payment = payments.get(body.authority);
    if (!payment) return refuse(-54, "Invalid authority.");
    if (payment.merchantId !== body.merchant_id) return refuse(-53, "Session is not this merchant_id session.");
    if (payment.amount !== body.amount) return refuse(-50, "Session is not valid, amounts values is not the same.");
    if (payment.state !== "paid") return refuse(-51, "Session is not valid, session is not active paid try.");
    const code = payment.verified ? 101 : 100;
    payment.verified = true;
    return ok({
      code,
      message: "Verified",
      ref_id: payment.refId,
      card_pan: "502229******5995",
      card_hash: "1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69",
      fee_type: "Merchant",
      fee: 0,
    });
  }

  async function answerApi(response: ServerResponse, path: string, body: unknown) {
    const record = isRecord(body) ? body : {};
    if (path === verifyPath && typeof record.authority === "string") {
      verifies.set(record.authority, (verifies.get(record.authority) ?? 0) + 1);
    }
    const failure = failures.shift();
    if (failure === "stall") return;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure === "http-500") {
      response.writeHead(500, { "content-type": "text/html" }).end("<h1>500 Internal Server Error</h1>");
      return;
    }
    if (failure === "malformed") {
      response.writeHead(200, { "content-type": "application/json" }).end('{"data":{"code":100,"auth');
      return;
    }
    const answer =
      typeof failure === "object"
        ? refuse(failure.refuse, `Refused with ${failure.refuse}.`)
        : path === requestPath
          ? requestPayment(record)
          : verifyPayment(record);
    response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  }

  function answerStartPay(response: ServerResponse, authority: string) {
    const payment = payments.get(authority);
    if (!payment) {
      response.writeHead(404, { "content-type": "text/html" }).end("<h1>Payment not found</h1>");
      return;
    }
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(`<!doctype html><title>Zarinpal stand-in</title><p>Pay ${payment.amount} for ${authority}</p>`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const body = parseJson(raw);
    requests.push({ method: request.method ?? "GET", path, body });
    const startPay = startPayPath.exec(path);
    if (request.method === "GET" && startPay) answerStartPay(response, decodeURIComponent(startPay[1] ?? ""));
    else if (request.method === "POST" && (path === requestPath || path === verifyPath)) {
      await answerApi(response, path, body);
    } else response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  }

  const server = await startStandInServer(handle);

  return {
    /** The API root to give the client, as `apiRoot`. */
    baseUrl: server.baseUrl,
    requests,
    failNext(kind: ZarinpalStandInFailure) {
      failures.push(kind);
    },
    /** The buyer finishes (or abandons) the StartPay page; returns where the gateway sends them back. */
    pay(authority: string, outcome: "paid" | "cancelled"): string {
      const payment = payments.get(authority);
      if (!payment) throw new Error(`The stand-in has no payment ${authority}.`);
      if (payment.state !== "pending") throw new Error(`Payment ${authority} is already ${payment.state}.`);
      payment.state = outcome;
      const callback = new URL(payment.callbackUrl);
      callback.searchParams.set("Authority", authority);
      callback.searchParams.set("Status", outcome === "paid" ? "OK" : "NOK");
      return callback.toString();
    },
    /** How many payment requests carried this buyer's e-mail (in `metadata`), injected failures included. */
    requestCount: (email: string) =>
      requests.filter(
        (entry) =>
          entry.path === requestPath &&
          isRecord(entry.body) &&
          isRecord(entry.body.metadata) &&
          entry.body.metadata.email === email,
      ).length,
    /** How many verify calls named this authority, counting those answered with an injected failure. */
    verifyCount: (authority: string) => verifies.get(authority) ?? 0,
    close: server.close,
  };
}

function requestValidations(body: Record<string, unknown>): Record<string, string>[] {
  const validations: Record<string, string>[] = [];
  if (body.currency !== undefined && body.currency !== "IRR" && body.currency !== "IRT") {
    validations.push({ currency: "The selected currency is invalid." });
  }
  if (!Number.isInteger(body.amount) || Number(body.amount) < 1000) {
    validations.push({ amount: "The amount must be an integer of at least 1000." });
  }
  if (typeof body.callback_url !== "string" || !isWebUrl(body.callback_url)) {
    validations.push({ callback_url: "The callback url format is invalid." });
  }
  if (typeof body.description !== "string" || body.description.length === 0 || [...body.description].length > 500) {
    validations.push({ description: "The description is required and may not be longer than 500 characters." });
  }
  return validations;
}

function isUuid(value: unknown): value is string {
  return typeof value === "string" && uuid.test(value);
}

function isWebUrl(value: string): boolean {
  return URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function randomAlphanumeric(length: number): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

export type ZarinpalStandIn = Awaited<ReturnType<typeof startZarinpalStandIn>>;
