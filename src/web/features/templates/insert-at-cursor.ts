/** The text with `insert` put in place of the selection [start, end), and where the cursor goes after it. */
export function insertAtCursor(
  text: string,
  insert: string,
  selection: { start: number; end: number },
): { text: string; cursor: number } {
  const start = Math.min(Math.max(selection.start, 0), text.length);
  const end = Math.min(Math.max(selection.end, start), text.length);
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}
