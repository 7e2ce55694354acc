const keys = [
  "phoneNumberIdRequired",
  "phoneNumberIdFormat",
  "accessTokenRequired",
  "accessTokenFormat",
  "appSecretRequired",
  "appSecretFormat",
  "verifyTokenFormat",
  "replyRequired",
  "replyTooLong",
  "nameRequired",
  "tooLong",
  "phoneInvalid",
  "invalidCharacters",
] as const;
export type WhatsappValidationKey = (typeof keys)[number] | "invalid";

/**
 * A message of the shared WhatsApp schemas (src/shared/whatsapp.ts), or of the server's issue for a field,
 * as a `whatsapp.validation.*` key; one the catalogue does not know (a library's wording) reads as "invalid".
 */
export function whatsappValidationKey(message: string): WhatsappValidationKey {
  return keys.find((key) => key === message) ?? "invalid";
}
