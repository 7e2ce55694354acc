/** What /ai-your shows; kept in the tab only (the server saves nothing, 000 §2). */
export type AiYourItem =
  | { kind: "question"; id: string; content: string }
  | { kind: "reply"; id: string; content: string; offline: boolean; revealing: boolean }
  | { kind: "failure"; id: string; message: string }
  | { kind: "plans"; id: string };

/** A newer message ends the reveal of the ones before it. */
export function withRevealsFinished(items: readonly AiYourItem[]): AiYourItem[] {
  return items.map((item) => (item.kind === "reply" && item.revealing ? { ...item, revealing: false } : item));
}
