import { z } from "zod";
import type { WhatsappSendError } from "../../../shared/whatsapp";

/** The Graph API version every call names; Meta keeps a version for two years after the next one. */
export const graphVersion = "v21.0";

/**
 * Why the Cloud API did not do what was asked, in the words the page explains (`WhatsappSendError`):
 * `unavailable` when it did not answer (a timeout, a network failure, an HTTP error page instead of JSON).
 */
export class WhatsappApiError extends Error {
  override readonly name = "WhatsappApiError";

  constructor(
    readonly kind: WhatsappSendError,
    /** Meta's error code (190, 131047, …); null when there was no answer to read it from. */
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

export interface WhatsappClientOptions {
  /** `https://graph.facebook.com`; tests point it at the stand-in. */
  apiRoot: string;
  accessToken: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export type WhatsappClient = ReturnType<typeof createWhatsappClient>;

const phoneNumberSchema = z.object({
  display_phone_number: z.string().min(1).max(40),
  verified_name: z.string().max(200).default(""),
});
const sentSchema = z.object({ messages: z.tuple([z.object({ id: z.string().min(1).max(200) })]) });
const graphErrorSchema = z.object({
  error: z.object({ message: z.string().optional(), code: z.number().int().optional() }),
});

// Meta's codes (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes) as the page explains them.
const errorKinds: Record<number, WhatsappSendError> = {
  0: "token_invalid",
  10: "token_invalid",
  190: "token_invalid",
  200: "token_invalid",
  131047: "outside_window",
  131030: "recipient_not_allowed",
  4: "rate_limited",
  80007: "rate_limited",
  130429: "rate_limited",
  131056: "rate_limited",
  131026: "undeliverable",
  131000: "unavailable",
  131016: "unavailable",
};

/** A thin client of the WhatsApp Cloud API (INTEGRATIONS): read a number, send a text or a template. */
export function createWhatsappClient({
  apiRoot,
  accessToken,
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: WhatsappClientOptions) {
  const base = `${apiRoot.replace(/\/+$/, "")}/${graphVersion}`;

  async function call<T>(path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new WhatsappApiError("unavailable", null, `WhatsApp did not answer: ${String(error)}`);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = schema.safeParse(answer);
      if (parsed.success) return parsed.data;
      throw new WhatsappApiError("unavailable", null, "WhatsApp's answer was not the one the API gives.");
    }
    const failure = graphErrorSchema.safeParse(answer);
    if (!failure.success) {
      throw new WhatsappApiError("unavailable", null, `WhatsApp answered HTTP ${response.status} without an error.`);
    }
    const code = failure.data.error.code ?? null;
    // 100 "object does not exist or is not reachable with this token": the number is not the token's.
    const kind = code === null ? "refused" : code === 100 ? "token_invalid" : (errorKinds[code] ?? "refused");
    // Meta's message may quote the request, never the token: it is safe to log, not to show.
    throw new WhatsappApiError(kind, code, failure.data.error.message ?? `WhatsApp refused (${code})`);
  }

  return {
    /** The number's public face; also how a connect proves the token opens this number. */
    async phoneNumber(phoneNumberId: string) {
      const fields = "display_phone_number,verified_name";
      const answer = await call(`${encodeURIComponent(phoneNumberId)}?fields=${fields}`, phoneNumberSchema);
      return { displayPhoneNumber: answer.display_phone_number, verifiedName: answer.verified_name };
    },

    /** Free-form text: WhatsApp takes it only within 24 hours of the customer's last message. */
    async sendText(phoneNumberId: string, message: { to: string; body: string }) {
      const answer = await call(`${encodeURIComponent(phoneNumberId)}/messages`, sentSchema, {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: message.to,
        type: "text",
        text: { body: message.body, preview_url: false },
      });
      return { messageId: answer.messages[0].id };
    },

    /** An approved template: what may open a conversation outside the 24 hours. */
    async sendTemplate(phoneNumberId: string, message: { to: string; name: string; language: string }) {
      const answer = await call(`${encodeURIComponent(phoneNumberId)}/messages`, sentSchema, {
        messaging_product: "whatsapp",
        to: message.to,
        type: "template",
        template: { name: message.name, language: { code: message.language } },
      });
      return { messageId: answer.messages[0].id };
    },
  };
}
