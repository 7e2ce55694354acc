const keys = ["replyRequired", "replyTooLong", "invalidCharacters"] as const;
export type ConversationValidationKey = (typeof keys)[number] | "invalid";

/** A message of the shared reply schema as a `conversations.validation.*` key; one it does not know is "invalid". */
export function conversationValidationKey(message: string): ConversationValidationKey {
  return keys.find((key) => key === message) ?? "invalid";
}
