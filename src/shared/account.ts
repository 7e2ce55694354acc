import { z } from "zod";
import { localeIds } from "./locales";
import { invalidCharactersMessage, isOneLine, nameText, typedText } from "./text";

/** 000 §5, §9 */
export const minPasswordLength = 6;
export const maxPasswordLength = 128;
/** The longest full name (sign-up): a name, not a document. */
export const maxNameLength = 100;

/** A person's full name: spoofing characters removed, trimmed, one line, at most `maxNameLength`. */
export const personNameSchema = nameText()
  .trim()
  .min(1, "fillAllFields")
  .max(maxNameLength, "nameTooLong")
  .refine(isOneLine, invalidCharactersMessage);

/** Messages are catalogue keys (`auth.errors.*`), translated by the web client. */
export const signInSchema = z.object({
  email: typedText().trim().min(1, "fillAllFields"),
  password: typedText().min(1, "fillAllFields"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: personNameSchema,
  email: z.string().trim().min(1, "fillAllFields").max(255, "invalidEmail").pipe(z.email("invalidEmail")),
  password: typedText()
    .min(1, "fillAllFields")
    .min(minPasswordLength, "passwordTooShort")
    .max(maxPasswordLength, "passwordTooLong"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/**
 * Refusals of the app's own checks on Better Auth's routes, answered beside Better Auth's codes
 * (`{ code, message }`); the web translates each code.
 */
export const authRefusals = {
  passwordRequired: { code: "PASSWORD_REQUIRED", message: "The current password is required." },
  controlCharacters: { code: "CONTROL_CHARACTERS", message: "The request contains characters that are not allowed." },
  nameRequired: { code: "NAME_REQUIRED", message: "The full name is required." },
  nameTooLong: { code: "NAME_TOO_LONG", message: `The full name must be at most ${maxNameLength} characters.` },
  nameInvalid: { code: "NAME_INVALID", message: "The full name must be one line of text." },
  invalidLanguage: { code: "INVALID_LANGUAGE", message: `The language must be one of ${localeIds.join(", ")}.` },
  /** DESIGN d7, 27: an admin blocked the account; no session is made for it, whatever the way in. */
  userBlocked: { code: "USER_BLOCKED", message: "This account has been blocked. Contact support." },
  /** Too many failed sign-ins for this e-mail, from any address; the answer carries `retryAfter` in seconds. */
  signInWait: { code: "SIGN_IN_WAIT", message: "Too many failed sign-ins for this account. Try again later." },
} as const;

/** What sign-up takes beside Better Auth's fields: the interface language becomes the profile's language. */
export const signUpLanguageSchema = z.enum(localeIds);
