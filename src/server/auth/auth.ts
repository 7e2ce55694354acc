import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { getCookies } from "better-auth/cookies";
import { authRefusals, maxPasswordLength, minPasswordLength, signUpLanguageSchema } from "../../shared/account";
import { defaultLocale } from "../../shared/locales";
import { createAccountRecords, endSessionIfBlocked, isBlocked, loadAiProfile } from "../account/service";
import type { Config } from "../config";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Mailer } from "../integrations/mail/mailer";
import type { Logger } from "../logger";
import { passwordResetLinkLifetimeSeconds, passwordResetMail, welcomeMail } from "../mail/templates";
import { authLogging } from "./auth-logging";
import { passwordHashing } from "./password-hash";
import { authRequestGuard, disabledAuthPaths, isBody } from "./request-guards";
import { signInLimit } from "./sign-in-limit";

/** The header the app sets from the socket (or a trusted proxy) so Better Auth limits per client address. */
export const clientIpHeader = "x-client-ip";

export interface AuthOptions {
  db: Database;
  config: Config;
  secret: string;
  logger: Logger;
  mailer: Mailer;
  /** Runs before an account is deleted (its files go with it). */
  beforeUserDelete?: (userId: string) => Promise<void>;
}

export function createAuth(options: AuthOptions) {
  const { db, config, secret, logger, mailer } = options;
  /** E-mails speak the language the user chose in their profile (000 §3, default Persian). */
  const languageOf = async (userId: string) => (await loadAiProfile({ db }, { userId })).preferredLanguage;
  const sendWelcome = async (user: { id: string; email: string; name: string }) => {
    try {
      const mail = welcomeMail({ locale: await languageOf(user.id), name: user.name, appUrl: config.appUrl });
      await mailer.send({ to: user.email, kind: "welcome", ...mail });
    } catch (error) {
      logger.warn({ err: error, userId: user.id }, "welcome e-mail not sent");
    }
  };
  const credentialLimit = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  const perAccount = signInLimit({ db, firstWaitSeconds: config.signInFirstWaitSeconds });
  return betterAuth({
    appName: "Mohtavayar",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    disabledPaths: disabledAuthPaths,
    hooks: { before: authRequestGuard({ beforeSignIn: perAccount.beforeSignIn }), after: perAccount.afterSignIn },
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: passwordResetLinkLifetimeSeconds,
      password: passwordHashing(config.passwordHashCost),
      sendResetPassword: async ({ user, url }) => {
        const mail = passwordResetMail({ locale: await languageOf(user.id), name: user.name, resetUrl: url });
        await mailer.send({ to: user.email, kind: "password-reset", ...mail });
      },
    },
    user: {
      // DESIGN d7: deletion really deletes; the request guard makes the password required, Better Auth checks it.
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await options.beforeUserDelete?.(user.id);
        },
      },
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
        "/delete-user": credentialLimit,
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: config.appUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      // DESIGN d7, 27: a blocked account gets no session, whichever way it signs in (checked after the password).
      session: {
        create: {
          before: async (created) => {
            if (await isBlocked({ db }, { userId: created.userId })) {
              throw new APIError("FORBIDDEN", authRefusals.userBlocked);
            }
          },
          after: async (created) => {
            if (await endSessionIfBlocked({ db }, { userId: created.userId, sessionId: created.id })) {
              throw new APIError("FORBIDDEN", authRefusals.userBlocked);
            }
          },
        },
      },
      user: {
        create: {
          after: async (user, endpoint) => {
            // The request guard has checked the language sign-up sent; other ways of creating a user send none.
            const sent = signUpLanguageSchema.safeParse(
              isBody(endpoint?.body) ? endpoint.body.preferredLanguage : undefined,
            );
            const preferredLanguage = sent.success ? sent.data : defaultLocale;
            await createAccountRecords({ db, adminEmails: config.adminEmails }, { user, preferredLanguage });
            // Not awaited: a slow mail server must not hold up the sign-up.
            void sendWelcome(user);
          },
        },
      },
    },
    ...authLogging(logger),
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The session cookie Better Auth sets: `__Secure-` before its name when the app runs on https. */
export const sessionCookieName = (auth: Auth) => getCookies(auth.options).sessionToken.name;
