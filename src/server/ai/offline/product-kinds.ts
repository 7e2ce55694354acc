import productKindsData from "../corpus/product-kinds.json" with { type: "json" };
import { industries, type Localized } from "./corpus";
import { createKeywordMatcher, type KeywordMatch, type KeywordMatcher } from "./keyword-matcher";
import { canonicalText, cleanText } from "./normalize-text";

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

/** Every place the matcher finds in the text, in order. */
function allMatches(matcher: KeywordMatcher, text: string): KeywordMatch[] {
  const matches: KeywordMatch[] = [];
  let from = 0;
  for (let match = matcher.find(text); match; match = matcher.find(text.slice(from))) {
    matches.push({ index: from + match.index, length: match.length });
    from += match.index + Math.max(1, match.length);
  }
  return matches;
}

/**
 * The product word of a text and its kind, by the head of the noun phrase: the first product word in
 * Persian («شال دستباف»), the last in English, where modifiers come first ("handmade leather wallets" is
 * leather goods, not handicrafts).
 */
export function productKindMatch(text: string): (KeywordMatch & { kind: ProductKind }) | null {
  const headFirst = /\p{Script=Arabic}/u.test(text);
  let best: (KeywordMatch & { kind: ProductKind }) | null = null;
  for (const [id, matcher] of kindMatchers) {
    const matches = allMatches(matcher, text);
    const match = headFirst ? matches[0] : matches.at(-1);
    if (!match) continue;
    const better = headFirst
      ? !best || match.index < best.index
      : !best || match.index + match.length > best.index + best.length;
    if (better) best = { ...match, kind: productKinds[id] };
  }
  return best;
}

/** The kind a subject names, if the corpus knows it. */
export function productKindOf(phrase: string | null | undefined): ProductKind | null {
  return phrase ? (productKindMatch(cleanText(phrase))?.kind ?? null) : null;
}

// Single Persian words the corpus knows as products or businesses: «دستباف» is one, so «دستبافم» is «دستباف» + «م».
const knownNouns = new Set(
  [
    ...Object.values(productKinds).flatMap((kind) => kind.keywords.fa),
    ...Object.values(industries).flatMap((industry) => industry.keywords.fa),
  ].map(canonicalText),
);

/** Whether a word is, exactly, a product or business word of the corpus. */
export function isKnownNoun(word: string): boolean {
  return knownNouns.has(canonicalText(word));
}
