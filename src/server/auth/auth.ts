import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { minPasswordLength } from "../../shared/account";
import { createAccountRecords } from "../account/service";
import type { Config } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Logger } from "../logger";

/** The header the app sets from the socket (or a trusted proxy) so Better Auth limits per client address. */
export const clientIpHeader = "x-client-ip";

export function createAuth(options: { db: Database; config: Config; secret: string; logger: Logger }) {
  const { db, config, secret, logger } = options;
  const credentialLimit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  return betterAuth({
    appName: "Mohtavayar",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // DESIGN decision 10: per-address limits guard only the credential routes.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 600,
      customRules: {
        "/sign-in/*": credentialLimit,
        "/sign-up/*": credentialLimit,
        "/change-password": credentialLimit,
        "/request-password-reset": credentialLimit,
        "/reset-password": credentialLimit,
        "/reset-password/*": credentialLimit,
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: config.appUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createAccountRecords({ db, adminEmails: config.adminEmails, user });
          },
        },
      },
    },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
