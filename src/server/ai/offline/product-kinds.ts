import productKindsData from "../corpus/product-kinds.json" with { type: "json" };
import type { Localized } from "./corpus";
import { createKeywordMatcher, type KeywordMatcher } from "./keyword-matcher";
import { cleanText } from "./normalize-text";

/**
 * What a product or business is, finer than its industry: a shawl and a high heel are both fashion but
 * share no emoji or hashtag. A kind replaces its industry's emoji and hashtags, and its wording where the
 * corpus has some (a cologne is beauty, but not a salon).
 */
export interface ProductKind {
  /** One of the profile's industry ids (a test checks), or null when the kind belongs to none. */
  industry: string | null;
  keywords: Localized<string[]>;
  emojis: string[];
  hashtags: Localized<string[]>;
  benefits?: Localized<string[]>;
  points?: Localized<string[]>;
  audience?: Localized<string[]>;
}

export const productKinds: Record<string, ProductKind> = productKindsData;

const kindMatchers: ReadonlyArray<readonly [string, KeywordMatcher]> = Object.entries(productKinds).map(
  ([id, kind]) => [id, createKeywordMatcher({ stems: [...kind.keywords.fa, ...kind.keywords.en], words: [] })] as const,
);

/**
 * The kind a noun phrase names, by its head word: the first named in Persian («شال دستباف»), the last in
 * English, where the modifiers come first ("handmade leather wallets" is leather goods, not handicrafts).
 */
export function productKindOf(phrase: string | null | undefined): ProductKind | null {
  if (!phrase) return null;
  const text = cleanText(phrase);
  const headFirst = /\p{Script=Arabic}/u.test(text);
  let best: { id: string; index: number } | null = null;
  for (const [id, matcher] of kindMatchers) {
    const match = matcher.find(text);
    if (!match) continue;
    const end = match.index + match.length;
    if (!best || (headFirst ? match.index < best.index : end > best.index)) {
      best = { id, index: headFirst ? match.index : end };
    }
  }
  return best ? productKinds[best.id] : null;
}
