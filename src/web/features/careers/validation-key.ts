const keys = [
  "required",
  "tooLong",
  "invalidCharacters",
  "emailInvalid",
  "emailTooLong",
  "phoneInvalid",
  "yearsInvalid",
  "portfolioInvalid",
  "cvNotPdf",
  "cvTooLarge",
] as const;
export type CareersValidationKey = (typeof keys)[number] | "invalid";

/** A message of the shared application schema (src/shared/careers.ts) as a `careersPage.validation.*` key. */
export function careersValidationKey(message: string): CareersValidationKey {
  return keys.find((key) => key === message) ?? "invalid";
}
