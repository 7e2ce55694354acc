export type ComposerKey = { key: string; shiftKey: boolean; isComposing: boolean };

/**
 * 000 §2, §5: Enter sends, Shift+Enter is a new line; while the text is blank or a reply is pending,
 * Enter does nothing. Enter that ends an input-method composition belongs to the composition.
 */
export function composerKeyAction(press: ComposerKey, canSend: boolean): "send" | "block" | "type" {
  if (press.key !== "Enter" || press.shiftKey || press.isComposing) return "type";
  return canSend ? "send" : "block";
}

/** Blank or whitespace-only text cannot be sent (000 §5). */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}
