import { z } from "zod";

/** 000 §5, §9 */
export const minPasswordLength = 6;

/** Messages are catalogue keys (`auth.errors.*`), translated by the web client. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, "fillAllFields"),
  password: z.string().min(1, "fillAllFields"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  fullName: z.string().trim().min(1, "fillAllFields").max(100, "nameTooLong"),
  email: z.string().trim().min(1, "fillAllFields").max(255, "invalidEmail").pipe(z.email("invalidEmail")),
  password: z.string().min(1, "fillAllFields").min(minPasswordLength, "passwordTooShort").max(128, "passwordTooLong"),
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
} as const;
