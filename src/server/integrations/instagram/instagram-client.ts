import { z } from "zod";

/**
 * `refused`: Instagram answered with an error (a used or unknown code, a revoked token, a wrong secret).
 * `unreachable`: no answer in time, a network failure, or an HTTP error page instead of JSON.
 * `malformed`: JSON that is not the answer the endpoint gives.
 */
export type InstagramErrorKind = "refused" | "unreachable" | "malformed";

export class InstagramError extends Error {
  override readonly name = "InstagramError";

  constructor(
    readonly kind: InstagramErrorKind,
    readonly step: InstagramStep,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

type InstagramStep = "code exchange" | "long-lived exchange" | "profile read";

export interface InstagramClientOptions {
  appId: string;
  appSecret: string;
  /** `https://api.instagram.com` (authorize and code exchange); tests point it at the stand-in. */
  apiRoot: string;
  /** `https://graph.instagram.com` (long-lived token and profile). */
  graphRoot: string;
  /** Must be exactly the address registered with the app (INTEGRATIONS "Instagram"). */
  redirectUri: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface InstagramProfile {
  userId: string;
  username: string;
  followersCount: number;
}

export type InstagramClient = ReturnType<typeof createInstagramClient>;

// The code exchange's `user_id` is a JSON number beyond JavaScript's safe integers, so it is not read:
// the profile read names the account by its id as text.
const shortTokenSchema = z.object({ access_token: z.string().min(1) });
// Instagram Login answers `{ data: [ … ] }`; the older Basic Display answered the object itself.
const codeExchangeSchema = z.union([
  z.object({ data: z.tuple([shortTokenSchema]).rest(shortTokenSchema) }).transform((answer) => answer.data[0]),
  shortTokenSchema,
]);
const longLivedSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
});
const profileSchema = z.object({
  user_id: z.string().min(1),
  username: z.string().min(1).max(64),
  followers_count: z.number().int().nonnegative().optional(),
});
const apiErrorSchema = z.object({ error_message: z.string().optional(), error_type: z.string().optional() });
const graphErrorSchema = z.object({ error: z.object({ message: z.string().optional(), type: z.string().optional() }) });

export function createInstagramClient({
  appId,
  appSecret,
  apiRoot,
  graphRoot,
  redirectUri,
  timeoutMs = 15_000,
  fetch = globalThis.fetch,
}: InstagramClientOptions) {
  const apiBase = apiRoot.replace(/\/+$/, "");
  const graphBase = graphRoot.replace(/\/+$/, "");

  async function call<T>(
    step: InstagramStep,
    request: { url: string; init?: RequestInit; secrets: string[] },
    schema: z.ZodType<T>,
  ): Promise<T> {
    const redact = (text: string) =>
      [appSecret, ...request.secrets].reduce(
        (shown, secret) => (secret ? shown.replaceAll(secret, "[secret]") : shown),
        text,
      );
    let status: number;
    let text: string;
    try {
      const response = await fetch(request.url, {
        ...request.init,
        headers: { accept: "application/json", ...request.init?.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      // No cause: fetch's errors can carry the request URL, and with it a token or the app secret.
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const what = timedOut ? `did not answer within ${timeoutMs} ms` : "could not be reached";
      throw new InstagramError("unreachable", step, null, `Instagram ${what} (${step}).`);
    }
    const body = parseJson(text);
    if (body === undefined) {
      throw new InstagramError(
        "unreachable",
        step,
        status,
        `Instagram answered the ${step} with HTTP ${status}, not JSON.`,
      );
    }
    const refusal = status >= 400 ? refusalText(body) : null;
    if (refusal !== null) {
      throw new InstagramError(
        "refused",
        step,
        status,
        redact(`Instagram refused the ${step} (${status}): ${refusal}`),
      );
    }
    const answer = schema.safeParse(body);
    if (!answer.success) {
      throw new InstagramError("malformed", step, status, `Instagram answered the ${step} with an unexpected answer.`);
    }
    return answer.data;
  }

  return {
    /** Where the popup sends the seller to log in and allow the app; `state` comes back unchanged. */
    authorizeUrl(state: string): string {
      const query = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: "instagram_business_basic",
        state,
      });
      return `${apiBase}/oauth/authorize?${query}`;
    },

    /** The code from the redirect for a short-lived (1-hour) token. */
    async exchangeCode(code: string): Promise<{ accessToken: string }> {
      const form = new URLSearchParams({
        client_id: appId,
        client_secret: appSecret,
        grant_type: "authorization_code",
        redirect_uri: redirectUri,
        code,
      });
      const answer = await call(
        "code exchange",
        { url: `${apiBase}/oauth/access_token`, init: { method: "POST", body: form }, secrets: [code] },
        codeExchangeSchema,
      );
      return { accessToken: answer.access_token };
    },

    /** The short-lived token for a 60-day one; `expiresAt` is absent when Instagram does not say. */
    async exchangeLongLived(shortToken: string, now: Date): Promise<{ accessToken: string; expiresAt: Date | null }> {
      const query = new URLSearchParams({
        grant_type: "ig_exchange_token",
        client_secret: appSecret,
        access_token: shortToken,
      });
      const answer = await call(
        "long-lived exchange",
        { url: `${graphBase}/access_token?${query}`, secrets: [shortToken] },
        longLivedSchema,
      );
      const expiresAt = answer.expires_in === undefined ? null : new Date(now.getTime() + answer.expires_in * 1000);
      return { accessToken: answer.access_token, expiresAt };
    },

    async readProfile(accessToken: string): Promise<InstagramProfile> {
      const query = new URLSearchParams({ fields: "user_id,username,followers_count", access_token: accessToken });
      const profile = await call(
        "profile read",
        { url: `${graphBase}/me?${query}`, secrets: [accessToken] },
        profileSchema,
      );
      return { userId: profile.user_id, username: profile.username, followersCount: profile.followers_count ?? 0 };
    },
  };
}

/** Instagram's own words for a refusal (both of its error shapes), or a generic note. */
function refusalText(body: unknown): string {
  const graph = graphErrorSchema.safeParse(body);
  if (graph.success) return graph.data.error.message ?? graph.data.error.type ?? "no reason given";
  const api = apiErrorSchema.safeParse(body);
  if (api.success) return api.data.error_message ?? api.data.error_type ?? "no reason given";
  return "no reason given";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
