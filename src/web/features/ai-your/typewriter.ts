/** 000 §9: replies are revealed at 20 ms per character. */
export const typewriterMsPerCharacter = 20;

/** How many characters are shown `elapsedMs` after the reveal began. */
export function revealedCount(
  elapsedMs: number,
  totalCharacters: number,
  msPerCharacter = typewriterMsPerCharacter,
): number {
  return Math.min(totalCharacters, Math.max(0, Math.floor(elapsedMs / msPerCharacter)));
}

/** The text as the reader sees characters: a letter with its marks or an emoji is revealed whole. */
export function charactersOf(text: string): string[] {
  if (typeof Intl.Segmenter !== "function") return Array.from(text);
  return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), ({ segment }) => segment);
}
