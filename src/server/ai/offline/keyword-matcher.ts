import type { KeywordList } from "./corpus";
import { cleanText, foldCase } from "./normalize-text";

export interface KeywordMatch {
  index: number;
  length: number;
}

export interface KeywordMatcher {
  find(text: string): KeywordMatch | null;
}

// Endings a stem may carry: Persian plurals, possessives and the object marker (joined or after a
// half-space), and English plurals. "ت" is left out so that "سلام" does not match "سلامت" (health).
const stemEndings = "(?:\\u200C?(?:هایی|های|ها|یی|ای|ی|ام|ات|اش|مان|تان|شان|مون|تون|شون|م|ش|مو|رو)|es|s|'s)?";
const notInsideWord = "(?<![\\p{L}\\p{N}\\u200C])";
const wordEnds = "(?![\\p{L}\\p{N}])";

function keywordPattern(keyword: string): string {
  return foldCase(cleanText(keyword))
    .split(/[\s\u200C]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\u200C]*");
}

function alternatives(keywords: string[]): string {
  return keywords
    .map(keywordPattern)
    .filter((pattern) => pattern.length > 0)
    .sort((a, b) => b.length - a.length)
    .join("|");
}

/** Whole-word, any-case matching over cleaned text; a space in a keyword also matches a half-space or nothing. */
export function createKeywordMatcher(list: KeywordList): KeywordMatcher {
  const branches = [
    list.stems.length > 0 ? `(?:${alternatives(list.stems)})${stemEndings}` : "",
    list.words.length > 0 ? `(?:${alternatives(list.words)})` : "",
  ].filter(Boolean);
  if (branches.length === 0) return { find: () => null };
  const pattern = new RegExp(`${notInsideWord}(?:${branches.join("|")})${wordEnds}`, "u");
  return {
    find(text) {
      const match = pattern.exec(foldCase(text));
      return match ? { index: match.index, length: match[0].length } : null;
    },
  };
}

/** The earliest match in the text, the longest on a tie. */
export function firstMatch<K extends string>(
  text: string,
  matchers: ReadonlyArray<readonly [K, KeywordMatcher]>,
): { key: K; match: KeywordMatch } | null {
  let best: { key: K; match: KeywordMatch } | null = null;
  for (const [key, matcher] of matchers) {
    const match = matcher.find(text);
    if (!match) continue;
    if (
      !best ||
      match.index < best.match.index ||
      (match.index === best.match.index && match.length > best.match.length)
    ) {
      best = { key, match };
    }
  }
  return best;
}
