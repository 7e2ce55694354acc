import type { Conversation } from "@shared/chat";

/** 000 §4: deleting the active conversation selects the first remaining one, or none. */
export function selectionAfterDelete(
  remaining: readonly Conversation[],
  deletedId: string,
  activeId: string | null,
): string | null {
  if (deletedId !== activeId) return activeId;
  return remaining.find((conversation) => conversation.id !== deletedId)?.id ?? null;
}

/** The list with `conversation` added or replaced, most recently updated first (000 §7). */
export function withConversation(list: readonly Conversation[], conversation: Conversation): Conversation[] {
  return [conversation, ...list.filter((item) => item.id !== conversation.id)].sort((a, b) =>
    b.updated_at.localeCompare(a.updated_at),
  );
}

export type RenameDecision = { save: true; title: string } | { save: false };

/** 000 §5: an empty trimmed title is not saved, and an unchanged one needs no call. */
export function renameDecision(draft: string, currentTitle: string): RenameDecision {
  const title = draft.trim();
  if (title === "" || title === currentTitle) return { save: false };
  return { save: true, title };
}
