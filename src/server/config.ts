import path from "node:path";
import { z } from "zod";
import { type BotPlatform, botTokenPattern } from "../shared/bots";
import { botApiRoots } from "./integrations/telegram/bot-api-client";
import { zarinpalRoots } from "./integrations/zarinpal/zarinpal-client";

/**
 * scrypt's cost for passwords, as log2 of N. 14 (N = 16384, r = 16) is Better Auth's own and the least
 * production takes; a test machine may go lower (a hash at 14 is about 130 ms of CPU, and the suites sign
 * up thousands of accounts).
 */
export const standardPasswordCost = 14;
export const lowestPasswordCost = 10;
export const highestPasswordCost = 20;

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  ADMIN_EMAILS: emailList,
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  SIGN_IN_FIRST_WAIT_SECONDS: z.coerce.number().int().min(1).max(900).default(1),
  // Not a staleness window: every change is announced (decision 024). An entry is read again this often so
  // Better Auth sees the session in use and rolls its expiry forward (updateAge is a day).
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(600),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // DESIGN d18: a merchant id is the 36-character UUID form.
  ZARINPAL_MERCHANT_ID: z.uuid("ZARINPAL_MERCHANT_ID must be a UUID (36 characters)").optional(),
  ZARINPAL_SANDBOX: booleanFlag,
  ZARINPAL_API_ROOT: z.url().optional(),
  PAYMENTS_SANDBOX: booleanFlag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("محتوایار <no-reply@mohtavayar.ir>"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TELEGRAM_API_ROOT: z.url().default(botApiRoots.telegram),
  BALE_API_ROOT: z.url().default(botApiRoots.bale),
  BOT_CONNECT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  BOT_LONG_POLL_SECONDS: z.coerce.number().int().min(1).max(50).default(25),
  BOT_POLL_CHECK_SECONDS: z.coerce.number().min(0.1).max(300).default(5),
  PUBLISH_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(lowestPasswordCost)
    .max(highestPasswordCost)
    .default(standardPasswordCost),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(
      botTokenPattern,
      "TELEGRAM_BOT_TOKEN must be a bot token from BotFather (123456:ABC…, 35 characters after the colon)",
    )
    .optional(),
  INSTAGRAM_APP_ID: z.string().min(1).optional(),
  INSTAGRAM_APP_SECRET: z.string().min(1).optional(),
  INSTAGRAM_API_ROOT: z.url().default("https://api.instagram.com"),
  INSTAGRAM_GRAPH_ROOT: z.url().default("https://graph.instagram.com"),
  WHATSAPP_API_ROOT: z.url().default("https://graph.facebook.com"),
  WHATSAPP_CONNECT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
});

/** How the bots of an app the platforms cannot post to fetch their updates (DESIGN 40). */
export interface PollingOptions {
  /** How long each getUpdates may wait for an update (Telegram allows up to 50 s). */
  longPollSeconds: number;
  /** How often the bots to poll are read again: one deactivated, deleted or blocked elsewhere stops by then. */
  lookAgainMs: number;
  /** After a failed poll the bot waits this long, twice as long after each next failure, up to `maxBackoffMs`. */
  minBackoffMs: number;
  maxBackoffMs: number;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  appUrl: string;
  /** Origins Better Auth accepts; with the default APP_URL both localhost and 127.0.0.1 on the port. */
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string | undefined;
  adminEmails: string[];
  trustProxy: boolean;
  logLevel: string;
  authRateLimit: { max: number; windowSeconds: number };
  /** An account's wait after its fifth failed sign-in; each further failure doubles it (sign-in-waits.ts). */
  signInFirstWaitSeconds: number;
  /** scrypt's log2 N for new password hashes (auth/password-hash.ts). */
  passwordHashCost: number;
  sessionCacheSeconds: number;
  ai: { baseUrl: string; model: string; apiKey: string | undefined; timeoutSeconds: number } | undefined;
  aiRateLimitPerMinute: number;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket when S3_* are set. */
  storage:
    | { kind: "local"; directory: string }
    | {
        kind: "s3";
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
      };
  /** Uploads one user may make per minute (DESIGN d10). */
  uploadRateLimitPerMinute: number;
  /**
   * Sellers' bots (DESIGN 20): each platform's Bot API root, connects one user may try per minute (d10), and
   * the long polling of an app the platforms cannot post to (DESIGN 40).
   */
  bots: { apiRoots: Record<BotPlatform, string>; connectRateLimitPerMinute: number; polling: PollingOptions };
  /** Channel posts (DESIGN 28): the first retry of a failed send waits this long, each next one twice as long. */
  publishing: { retryDelaySeconds: number };
  /** How often the job queue looks for due jobs (pg-boss polling; at least half a second). */
  jobs: { pollingSeconds: number };
  /** The platform's own assistant bot (DESIGN 17) when TELEGRAM_BOT_TOKEN is set; it speaks to TELEGRAM_API_ROOT. */
  assistantBot: { token: string; apiRoot: string } | undefined;
  /** Instagram login (DESIGN 25) when its app id and secret are set; otherwise the "under development" notice. */
  instagram: { appId: string; appSecret: string; apiRoot: string; graphRoot: string } | undefined;
  /** Sellers' WhatsApp numbers (DESIGN 26): the Cloud API's host, and connects one user may try per minute. */
  whatsapp: { apiRoot: string; connectRateLimitPerMinute: number };
  /** SMTP for e-mail; without it mail goes to the outbox table and the log. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Zarinpal when a merchant id is set; otherwise the simulated card checkout, if allowed. */
  payments:
    | { mode: "zarinpal"; merchantId: string; apiRoot: string }
    | { mode: "sandbox" }
    | { mode: "disabled"; reason: string };
  /**
   * How buyers pay sellers through the seller's own merchant id (DESIGN 23): Zarinpal at this root, or,
   * on a machine in sandbox mode without ZARINPAL_API_ROOT, the app's simulated gateway page.
   */
  shopPayments: { mode: "zarinpal"; apiRoot: string } | { mode: "sandbox" };
}

export class ConfigError extends Error {}

/** The only reader of process.env (STYLE: boundaries); fails fast with every problem listed. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ""));
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join("\n")}\nSee .env.example for every variable.`);
  }
  const values = parsed.data;
  if ((values.AI_BASE_URL === undefined) !== (values.AI_MODEL === undefined)) {
    throw new ConfigError("Invalid environment:\n  AI_BASE_URL and AI_MODEL must be set together.");
  }
  if (values.NODE_ENV === "production" && values.PASSWORD_HASH_COST < standardPasswordCost) {
    throw new ConfigError(
      `Invalid environment:\n  PASSWORD_HASH_COST below ${standardPasswordCost} is for test machines only, never production.`,
    );
  }
  const defaultUrl = `http://localhost:${values.PORT}`;
  const appUrl = (values.APP_URL ?? defaultUrl).replace(/\/$/, "");
  const trustedOrigins = values.APP_URL ? [appUrl] : [defaultUrl, `http://127.0.0.1:${values.PORT}`];
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    appUrl,
    trustedOrigins,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    appSecret: values.APP_SECRET,
    adminEmails: values.ADMIN_EMAILS,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    authRateLimit: { max: values.AUTH_RATE_LIMIT_MAX, windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    signInFirstWaitSeconds: values.SIGN_IN_FIRST_WAIT_SECONDS,
    passwordHashCost: values.PASSWORD_HASH_COST,
    sessionCacheSeconds: values.SESSION_CACHE_SECONDS,
    ai:
      values.AI_BASE_URL && values.AI_MODEL
        ? {
            baseUrl: values.AI_BASE_URL,
            model: values.AI_MODEL,
            apiKey: values.AI_API_KEY,
            timeoutSeconds: values.AI_TIMEOUT_SECONDS,
          }
        : undefined,
    aiRateLimitPerMinute: values.AI_RATE_LIMIT_PER_MINUTE,
    payments: paymentsConfig(values),
    shopPayments: shopPaymentsConfig(values),
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    storage: storageConfig(values),
    uploadRateLimitPerMinute: values.UPLOAD_RATE_LIMIT_PER_MINUTE,
    bots: {
      apiRoots: { telegram: withoutSlash(values.TELEGRAM_API_ROOT), bale: withoutSlash(values.BALE_API_ROOT) },
      connectRateLimitPerMinute: values.BOT_CONNECT_RATE_LIMIT_PER_MINUTE,
      polling: {
        longPollSeconds: values.BOT_LONG_POLL_SECONDS,
        lookAgainMs: values.BOT_POLL_CHECK_SECONDS * 1000,
        minBackoffMs: 1_000,
        maxBackoffMs: 60_000,
      },
    },
    publishing: { retryDelaySeconds: values.PUBLISH_RETRY_DELAY_SECONDS },
    jobs: { pollingSeconds: values.JOBS_POLLING_SECONDS },
    assistantBot: values.TELEGRAM_BOT_TOKEN
      ? { token: values.TELEGRAM_BOT_TOKEN, apiRoot: withoutSlash(values.TELEGRAM_API_ROOT) }
      : undefined,
    instagram: instagramConfig(values),
    whatsapp: {
      apiRoot: withoutSlash(values.WHATSAPP_API_ROOT),
      connectRateLimitPerMinute: values.WHATSAPP_CONNECT_RATE_LIMIT_PER_MINUTE,
    },
  };
}

const withoutSlash = (url: string) => url.replace(/\/+$/, "");

function instagramConfig(values: z.infer<typeof environmentSchema>): Config["instagram"] {
  const { INSTAGRAM_APP_ID: appId, INSTAGRAM_APP_SECRET: appSecret } = values;
  if ((appId === undefined) !== (appSecret === undefined)) {
    throw new ConfigError("Invalid environment:\n  INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET must be set together.");
  }
  if (!appId || !appSecret) return undefined;
  return {
    appId,
    appSecret,
    apiRoot: withoutSlash(values.INSTAGRAM_API_ROOT),
    graphRoot: withoutSlash(values.INSTAGRAM_GRAPH_ROOT),
  };
}

function storageConfig(values: z.infer<typeof environmentSchema>): Config["storage"] {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = values;
  const secretAccessKey = values.S3_SECRET_ACCESS_KEY;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) {
    return { kind: "local", directory: path.join(values.DATA_DIR, "uploads") };
  }
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      "Invalid environment:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.",
    );
  }
  const region = values.S3_REGION;
  return { kind: "s3", endpoint, bucket, region, accessKeyId, secretAccessKey, publicUrl: values.S3_PUBLIC_URL };
}

const zarinpalRootOf = (values: z.infer<typeof environmentSchema>) =>
  values.ZARINPAL_API_ROOT ?? (values.ZARINPAL_SANDBOX ? zarinpalRoots.sandbox : zarinpalRoots.production);

/**
 * A buyer pays a seller's real gateway, except on a machine that is not production and has no gateway
 * configured: there the test page walks the journey. Never in production, PAYMENTS_SANDBOX or not: a test
 * page there would mark real orders paid for nothing.
 */
function shopPaymentsConfig(values: z.infer<typeof environmentSchema>): Config["shopPayments"] {
  const configured = values.ZARINPAL_API_ROOT || values.ZARINPAL_MERCHANT_ID;
  if (values.NODE_ENV !== "production" && !configured) return { mode: "sandbox" };
  return { mode: "zarinpal", apiRoot: zarinpalRootOf(values) };
}

/** DESIGN d8: the simulated checkout is refused in production unless PAYMENTS_SANDBOX=true says otherwise. */
function paymentsConfig(values: z.infer<typeof environmentSchema>): Config["payments"] {
  if (values.ZARINPAL_MERCHANT_ID) {
    return { mode: "zarinpal", merchantId: values.ZARINPAL_MERCHANT_ID, apiRoot: zarinpalRootOf(values) };
  }
  if (values.NODE_ENV !== "production" || values.PAYMENTS_SANDBOX) return { mode: "sandbox" };
  return {
    mode: "disabled",
    reason:
      "Sandbox payments are refused in production: set ZARINPAL_MERCHANT_ID, or PAYMENTS_SANDBOX=true on purpose.",
  };
}
