import { z } from "zod";

/** The gateway's roots; StartPay lives under the same root as the API. */
export const zarinpalRoots = {
  production: "https://payment.zarinpal.com",
  sandbox: "https://sandbox.zarinpal.com",
} as const;

/**
 * How long an authority stays payable at the gateway: about 15 minutes (Zarinpal's figure as commonly
 * reported; unconfirmed). Checkout reuses a pending payment only well inside it, and the expiry job
 * settles pending payments only after it.
 */
export const authorityLifetimeMs = 15 * 60_000;

/** DESIGN decision 3: money is integer toman everywhere; this is the one place it becomes a gateway amount. */
export function gatewayAmount(toman: number): { amount: number; currency: "IRT" } {
  if (!Number.isSafeInteger(toman) || toman <= 0) {
    throw new RangeError(`A Zarinpal amount must be a positive whole number of toman, not ${toman}.`);
  }
  return { amount: toman, currency: "IRT" };
}

/**
 * `rejected`: the gateway answered with an error code (`code`). `unreachable`: no answer in time, a
 * network failure or an HTTP 5xx without a gateway answer (safe to retry: a second verify answers 101).
 * `malformed`: an answer that is not the v4 protocol.
 */
export type ZarinpalErrorKind = "rejected" | "unreachable" | "malformed";

export class ZarinpalError extends Error {
  override readonly name = "ZarinpalError";

  constructor(
    readonly kind: ZarinpalErrorKind,
    readonly code: number | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The verify refusals that settle a payment as not paid: -50 (the amount differs from ours, the only one it
 * will ever be verified with), -51 (not paid), -53 (another merchant's session), -54 (an authority it does
 * not know). Any other answer (-12 too many attempts, -52 unexpected error, a merchant refusal, an unknown
 * code, no answer at all) may hide a payment that went through: it is asked again later.
 */
const finalVerifyRefusals: ReadonlySet<number> = new Set([-50, -51, -53, -54]);

/** Whether a failed verify says for good that the payment was not made (decision 026). */
export function isFinalVerifyRefusal(error: unknown): error is ZarinpalError & { code: number } {
  return (
    error instanceof ZarinpalError &&
    error.kind === "rejected" &&
    error.code !== null &&
    finalVerifyRefusals.has(error.code)
  );
}

export interface ZarinpalClientOptions {
  merchantId: string;
  apiRoot: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface PaymentRequestInput {
  amountToman: number;
  description: string;
  callbackUrl: string;
  email?: string;
  mobile?: string;
  orderId?: string;
}

export interface VerifiedPayment {
  status: "verified";
  refId: string;
  cardPan?: string;
  /** 101: verified before; treat as success but grant nothing again. */
  alreadyVerified: boolean;
}

export type ZarinpalClient = ReturnType<typeof createZarinpalClient>;

const gatewayErrorSchema = z.object({ code: z.number().int(), message: z.string().optional() });
// A negative `data.code` with empty `errors` is read as a rejection too, in case the gateway ever answers so.
const dataErrorSchema = z.object({ code: z.number().int().negative(), message: z.string().optional() });
const requestDataSchema = z.object({ code: z.literal(100), authority: z.string().min(1) });
const verifyDataSchema = z.object({
  code: z.union([z.literal(100), z.literal(101)]),
  ref_id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  card_pan: z.string().optional(),
});
const envelopeSchema = z.object({ data: z.unknown(), errors: z.unknown() }).partial();

const descriptionLimit = 500;

export function createZarinpalClient({
  merchantId,
  apiRoot,
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: ZarinpalClientOptions) {
  const root = apiRoot.replace(/\/+$/, "");
  /** Where the buyer pays an authority; the same address for a reused pending payment. */
  const startPayUrl = (authority: string) => `${root}/pg/StartPay/${encodeURIComponent(authority)}`;
  const withoutMerchant = (text: string) => (merchantId ? text.replaceAll(merchantId, "[merchant]") : text);

  async function post<T>(action: "request" | "verify", body: object, dataSchema: z.ZodType<T>): Promise<T> {
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${root}/pg/v4/payment/${action}.json`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ merchant_id: merchantId, ...body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const what = timedOut
        ? `did not answer the ${action} within ${timeoutMs} ms`
        : `could not be reached (${action})`;
      throw new ZarinpalError("unreachable", null, `Zarinpal ${what}.`, { cause: error });
    }
    return readAnswer(action, status, text, dataSchema);
  }

  function readAnswer<T>(action: string, status: number, text: string, dataSchema: z.ZodType<T>): T {
    const envelope = envelopeSchema.safeParse(parseJson(text));
    const answer = envelope.success ? envelope.data : {};
    const rejection = gatewayErrorSchema.safeParse(answer.errors);
    const dataRejection = dataErrorSchema.safeParse(answer.data);
    const refusal = rejection.success ? rejection.data : dataRejection.success ? dataRejection.data : null;
    if (refusal) {
      const detail = refusal.message ? `: ${withoutMerchant(refusal.message)}` : "";
      throw new ZarinpalError("rejected", refusal.code, `Zarinpal refused the ${action} (${refusal.code})${detail}`);
    }
    const data = dataSchema.safeParse(answer.data);
    if (data.success) return data.data;
    if (status >= 500) {
      throw new ZarinpalError("unreachable", null, `Zarinpal failed the ${action} with HTTP ${status}.`);
    }
    throw new ZarinpalError("malformed", null, `Zarinpal's ${action} answer (HTTP ${status}) was not understood.`);
  }

  return {
    async requestPayment(input: PaymentRequestInput): Promise<{ authority: string; startPayUrl: string }> {
      const metadata = { email: input.email, mobile: input.mobile, order_id: input.orderId };
      const hasMetadata = Object.values(metadata).some((value) => value !== undefined);
      const data = await post(
        "request",
        {
          ...gatewayAmount(input.amountToman),
          // Cut by characters, not UTF-16 units, so a Persian or emoji description is never split mid-letter.
          description: Array.from(input.description).slice(0, descriptionLimit).join(""),
          callback_url: input.callbackUrl,
          ...(hasMetadata ? { metadata } : {}),
        },
        requestDataSchema,
      );
      return { authority: data.authority, startPayUrl: startPayUrl(data.authority) };
    },

    startPayUrl,

    async verifyPayment(input: { amountToman: number; authority: string }): Promise<VerifiedPayment> {
      const { amount } = gatewayAmount(input.amountToman);
      const data = await post("verify", { amount, authority: input.authority }, verifyDataSchema);
      return {
        status: "verified",
        refId: data.ref_id,
        ...(data.card_pan ? { cardPan: data.card_pan } : {}),
        alreadyVerified: data.code === 101,
      };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
