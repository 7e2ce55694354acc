/**
 * The `security` of the OpenAPI document's operations, which is also each route's guard (http/create-route.ts).
 * The document asks for the session cookie on every operation (DESIGN 5: signed-in unless a route says
 * otherwise); a route for admins, one that is open, or one whose caller proves itself another way says so
 * with one of these.
 */
export type SecurityRequirement = Record<string, string[]>[];

/** Anyone may call it; nothing is checked. */
export const openToVisitors: SecurityRequirement = [];

/** A visitor may call it; a signed-in user's cookie, when sent, is read (the sender of a form, health details). */
export const sessionWhenSent: SecurityRequirement = [{}, { sessionCookie: [] }];

/** Telegram or Bale posts a bot's updates with the secret token its webhook was set with (DESIGN 17, 20). */
export const telegramWebhookSecret: SecurityRequirement = [{ telegramWebhookSecret: [] }];

/** Meta checks a WhatsApp number's webhook with the number's verify token (DESIGN 26). */
export const whatsappVerifyToken: SecurityRequirement = [{ whatsappVerifyToken: [] }];

/** Meta signs each post to a WhatsApp number's webhook with the app's secret (DESIGN 26). */
export const whatsappSignature: SecurityRequirement = [{ whatsappSignature: [] }];

/** The session of a user with the admin role (OpenAPI 3.1 lets an apiKey scheme name the roles it needs). */
export const adminSession: SecurityRequirement = [{ sessionCookie: ["admin"] }];

/** What every operation asks for unless it says otherwise. */
export const sessionRequired: SecurityRequirement = [{ sessionCookie: [] }];

/** The schemes the requirements above name; the session cookie's name is Better Auth's (`__Secure-` on https). */
export function securitySchemes(sessionCookieName: string) {
  return {
    sessionCookie: {
      type: "apiKey",
      in: "cookie",
      name: sessionCookieName,
      description:
        "The session Better Auth sets at sign-in (POST /api/auth/sign-in/email). Admin operations also need the admin role.",
    },
    telegramWebhookSecret: {
      type: "apiKey",
      in: "header",
      name: "X-Telegram-Bot-Api-Secret-Token",
      description: "The secret token the server gave Telegram or Bale with setWebhook.",
    },
    whatsappVerifyToken: {
      type: "apiKey",
      in: "query",
      name: "hub.verify_token",
      description: "The number's verify token, as shown to the seller for Meta's webhook settings.",
    },
    whatsappSignature: {
      type: "apiKey",
      in: "header",
      name: "X-Hub-Signature-256",
      description: "`sha256=` and the HMAC-SHA256 of the body under the Meta app's secret.",
    },
  } as const;
}
