export type ReplyKeyPress = { key: string; ctrlKey: boolean; metaKey: boolean; isComposing: boolean };

/**
 * The reply box is for longer texts, so Enter is a new line and Ctrl+Enter (⌘+Enter on a Mac) sends;
 * Enter that ends an input-method composition belongs to the composition.
 */
export function replyKeySends(press: ReplyKeyPress): boolean {
  return press.key === "Enter" && (press.ctrlKey || press.metaKey) && !press.isComposing;
}
