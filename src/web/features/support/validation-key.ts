/** The messages the shared schemas give (src/shared/support.ts, tickets.ts), as `support.validation.*` keys. */
export const validationKeys = ["required", "tooLong", "emailInvalid", "emailTooLong", "invalidCharacters"] as const;
export type ValidationKey = (typeof validationKeys)[number] | "invalid";

/** A schema's or the server's message as a catalogue key; a message no schema of ours gives reads "invalid". */
export function validationKey(message: string): ValidationKey {
  return validationKeys.find((key) => key === message) ?? "invalid";
}
