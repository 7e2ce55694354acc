const keys = ["required", "tooLong", "invalidCharacters"] as const;

/** A message of the shared ticket schemas (src/shared/tickets.ts) as a `tickets.validation.*` key. */
export function ticketValidationKey(message: string): (typeof keys)[number] | "invalid" {
  return keys.find((key) => key === message) ?? "invalid";
}
