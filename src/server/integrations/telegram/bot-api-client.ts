import { z } from "zod";
import { type BotPlatform, botUpdateSchema } from "../../../shared/bots";

export const botApiRoots = {
  telegram: "https://api.telegram.org",
  bale: "https://tapi.bale.ai",
} as const satisfies Record<BotPlatform, string>;

/**
 * `invalid_token`: the platform does not know the token (401 from any method, 404 from `getMe`).
 * `unreachable`: no Bot API answer (network failure, timeout, or an HTTP error page instead of JSON).
 * `refused`: any other `ok: false`, with the platform's description.
 */
export type BotApiErrorKind = "invalid_token" | "unreachable" | "refused";

export class BotApiError extends Error {
  override readonly name = "BotApiError";

  constructor(
    readonly kind: BotApiErrorKind,
    readonly method: string,
    readonly errorCode: number | null,
    readonly description: string | null,
    message: string,
    /** How long the platform asked to wait before calling again (429's `parameters.retry_after`). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export interface BotApiClientOptions {
  platform: BotPlatform;
  token: string;
  /** Defaults to the platform's public root; tests point it at the stand-in. */
  apiRoot?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface BotIdentity {
  id: number;
  username: string;
  firstName: string;
  /** The whole `getMe` answer, kept so it can be cached as grammY's `botInfo`. */
  info: Record<string, unknown>;
}

export interface SetWebhookInput {
  url: string;
  secretToken: string;
  allowedUpdates?: string[];
  dropPendingUpdates?: boolean;
}

export interface WebhookInfo {
  url: string;
  pendingUpdateCount: number;
  allowedUpdates?: string[];
  lastErrorMessage?: string;
}

/** A chat as `getChat` names it: a channel, a group or a private chat; `title` is empty for a private one. */
/** An update as getUpdates hands it over: its id, and the rest as the platform sent it. */
export type PolledUpdate = z.infer<typeof botUpdateSchema>;

export interface GetUpdatesInput {
  /** One more than the last update taken: it confirms every update before it. */
  offset?: number;
  /** How long the platform may hold the call while no update waits (a long poll). */
  timeoutSeconds: number;
  allowedUpdates: string[];
  /** Ends the wait at once: the poller is stopping. */
  signal?: AbortSignal;
}

export interface ChatInfo {
  id: number;
  type: string;
  title: string;
  username?: string;
}

/** What a user (here: a bot) is in a chat; `canPostMessages` only an administrator of a channel can have. */
export interface ChatMemberInfo {
  status: string;
  canPostMessages: boolean;
}

export type BotApiClient = ReturnType<typeof createBotApiClient>;

const answerSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error_code: z.number().int(),
    description: z.string().optional(),
    parameters: z.looseObject({ retry_after: z.number().int().nonnegative().optional() }).optional(),
  }),
]);
const botUserSchema = z.looseObject({
  id: z.number().int(),
  is_bot: z.literal(true),
  first_name: z.string(),
  username: z.string().min(1),
});
const webhookInfoSchema = z.object({
  url: z.string(),
  pending_update_count: z.number().int().nonnegative(),
  allowed_updates: z.array(z.string()).optional(),
  last_error_message: z.string().optional(),
});
// `type` stays a string: a platform (Bale) may name a kind of chat Telegram does not, and that is no failure.
const chatSchema = z.looseObject({
  id: z.number().int(),
  type: z.string().min(1),
  title: z.string().optional(),
  username: z.string().min(1).optional(),
});
const chatMemberSchema = z.looseObject({
  status: z.string().min(1),
  can_post_messages: z.boolean().optional(),
});
interface SendOptions {
  /** This call's own limit (a long poll's), instead of the client's. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

// A token outside this alphabet cannot be real, and inside a URL path it could change which address is called.
const tokenAlphabet = /^[A-Za-z0-9:_-]+$/;

export function createBotApiClient({
  platform,
  token,
  apiRoot = botApiRoots[platform],
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: BotApiClientOptions) {
  const root = apiRoot.replace(/\/+$/, "");
  const redact = (text: string) => (token ? text.replaceAll(token, "[token]") : text);
  const fail = (
    kind: BotApiErrorKind,
    method: string,
    code: number | null,
    description: string | null,
    message: string,
    retryAfterSeconds: number | null = null,
  ) =>
    new BotApiError(
      kind,
      method,
      code,
      description === null ? null : redact(description),
      redact(message),
      retryAfterSeconds,
    );

  async function call<T>(
    method: string,
    params: object,
    resultSchema: z.ZodType<T>,
    options: SendOptions = {},
  ): Promise<T> {
    if (!tokenAlphabet.test(token)) {
      throw fail("invalid_token", method, null, null, `The ${platform} bot token is not in the form of a bot token.`);
    }
    const { status, text } = await send(method, params, options);
    const answer = answerSchema.safeParse(parseJson(text));
    if (!answer.success) {
      throw fail(
        "unreachable",
        method,
        null,
        null,
        `${platform} answered ${method} with HTTP ${status}, not a Bot API answer.`,
      );
    }
    if (!answer.data.ok) {
      const { error_code: code, description = null } = answer.data;
      const unknownToken = code === 401 || (code === 404 && method === "getMe");
      const said = description ? `: ${description}` : "";
      throw fail(
        unknownToken ? "invalid_token" : "refused",
        method,
        code,
        description,
        `${platform} refused ${method} (${code})${said}`,
        answer.data.parameters?.retry_after ?? null,
      );
    }
    const result = resultSchema.safeParse(answer.data.result);
    if (!result.success) {
      throw fail(
        "unreachable",
        method,
        null,
        null,
        `${platform} answered ${method} with a result that is not the Bot API's.`,
      );
    }
    return result.data;
  }

  async function send(method: string, params: object, options: SendOptions): Promise<{ status: number; text: string }> {
    const waitMs = options.timeoutMs ?? timeoutMs;
    const timeout = AbortSignal.timeout(waitMs);
    try {
      const response = await fetch(`${root}/bot${token}/${method}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(params),
        signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      // The cause is left off on purpose: fetch's errors can carry the request URL, and with it the token.
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const what = timedOut
        ? `did not answer ${method} within ${waitMs} ms`
        : `could not be reached (${method}: ${networkCode(error)})`;
      throw fail("unreachable", method, null, null, `${platform} ${what}.`);
    }
  }

  return {
    platform,

    async getMe(): Promise<BotIdentity> {
      const user = await call("getMe", {}, botUserSchema);
      return { id: user.id, username: user.username, firstName: user.first_name, info: user };
    },

    async setWebhook(input: SetWebhookInput): Promise<void> {
      await call(
        "setWebhook",
        {
          url: input.url,
          secret_token: input.secretToken,
          ...(input.allowedUpdates ? { allowed_updates: input.allowedUpdates } : {}),
          ...(input.dropPendingUpdates !== undefined ? { drop_pending_updates: input.dropPendingUpdates } : {}),
        },
        z.literal(true),
      );
    },

    async deleteWebhook(input: { dropPendingUpdates?: boolean } = {}): Promise<void> {
      const params = input.dropPendingUpdates !== undefined ? { drop_pending_updates: input.dropPendingUpdates } : {};
      await call("deleteWebhook", params, z.literal(true));
    },

    /**
     * DESIGN 40: the bot's next updates by long polling, for an app the platform cannot post to. The call
     * is given the long poll's time and a margin, and ends at once when `signal` aborts.
     */
    async getUpdates(input: GetUpdatesInput): Promise<PolledUpdate[]> {
      return call(
        "getUpdates",
        {
          ...(input.offset !== undefined ? { offset: input.offset } : {}),
          timeout: input.timeoutSeconds,
          allowed_updates: input.allowedUpdates,
        },
        z.array(botUpdateSchema),
        { timeoutMs: (input.timeoutSeconds + 10) * 1000, signal: input.signal },
      );
    },

    async getWebhookInfo(): Promise<WebhookInfo> {
      const info = await call("getWebhookInfo", {}, webhookInfoSchema);
      return {
        url: info.url,
        pendingUpdateCount: info.pending_update_count,
        ...(info.allowed_updates ? { allowedUpdates: info.allowed_updates } : {}),
        ...(info.last_error_message ? { lastErrorMessage: info.last_error_message } : {}),
      };
    },

    /** `chatId` is `@username` or the numeric id (`-100…`), as the Bot API takes either. */
    async getChat(chatId: string): Promise<ChatInfo> {
      const chat = await call("getChat", { chat_id: chatId }, chatSchema);
      return {
        id: chat.id,
        type: chat.type,
        title: chat.title ?? "",
        ...(chat.username ? { username: chat.username } : {}),
      };
    },

    async getChatMember(chatId: string, userId: number): Promise<ChatMemberInfo> {
      const member = await call("getChatMember", { chat_id: chatId, user_id: userId }, chatMemberSchema);
      return { status: member.status, canPostMessages: member.can_post_messages === true };
    },
  };
}

/** The system error code under fetch's generic "fetch failed" (ECONNREFUSED, ENOTFOUND…), never its message. */
function networkCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === "object" && cause !== null && "code" in cause ? cause.code : undefined;
  return typeof code === "string" && /^[A-Z_]+$/.test(code) ? code : "network error";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
