import { normalizeForMatch } from "../../../shared/match-text";
import { salesVocabulary } from "./sales-corpus";

/** What a buyer's words are matched against: a product's name and code. */
export interface NamedProduct {
  name: string;
  code: string;
}

const wordsOf = (text: string) => normalizeForMatch(text).split(" ").filter(Boolean);
const stopWords = new Set(salesVocabulary.stopWords.flatMap(wordsOf));

/** The words of a text that can tell one product from another: not "for" or "برای", not one or two letters. */
export function telltaleWordsOf(text: string): string[] {
  return wordsOf(text).filter((word) => word.length > 2 && !stopWords.has(word));
}

const codeScore = 10_000;

/**
 * How surely a message names a product: by its code, its whole name, or every word of its name, a longer
 * name surer than a shorter one ("wool shawl" over "shawl"); 0 when it does not name it.
 */
function namingScore(said: string, words: ReadonlySet<string>, product: NamedProduct): number {
  const code = normalizeForMatch(product.code);
  if (code !== "" && words.has(code)) return codeScore;
  const name = normalizeForMatch(product.name);
  if (name !== "" && said.includes(` ${name} `)) return 1000 + name.length;
  const nameWords = name.split(" ").filter((word) => word.length > 1);
  return nameWords.length > 0 && nameWords.every((word) => words.has(word)) ? 500 + name.length : 0;
}

/** The message as namingScore reads it: spaced at both ends so a whole name matches with `includes`. */
function heard(message: string) {
  const said = ` ${normalizeForMatch(message)} `;
  return { said, words: new Set(said.trim().split(" ")) };
}

/**
 * The products a message names, surest first. A name inside a longer name the message also holds
 * ("شال" in "شال پشمی") is not named on its own: the buyer meant the longer one.
 */
export function productsNamedIn<T extends NamedProduct>(message: string, products: readonly T[]): T[] {
  const { said, words } = heard(message);
  const named = products
    .map((product) => ({ product, score: namingScore(said, words, product) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((entry) => ({ ...entry, words: new Set(wordsOf(entry.product.name)) }));
  const isInsideAnother = (entry: (typeof named)[number]) =>
    entry.score < codeScore &&
    named.some(
      (other) => other.words.size > entry.words.size && [...entry.words].every((word) => other.words.has(word)),
    );
  return named.filter((entry) => !isInsideAnother(entry)).map((entry) => entry.product);
}

/** Products whose name shares a telltale word with the message ("lamp" → "Desk lamp"), most shared first. */
export function productsPartlyNamedIn<T extends NamedProduct>(message: string, products: readonly T[]): T[] {
  const asked = new Set(telltaleWordsOf(message));
  return products
    .map((product) => ({ product, shared: telltaleWordsOf(product.name).filter((word) => asked.has(word)).length }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map((entry) => entry.product);
}

/** How much each product has to do with a message: named outright, else the telltale words they share. */
export function matchScorer(message: string): (product: NamedProduct & { description: string | null }) => number {
  const { said, words } = heard(message);
  const asked = new Set(telltaleWordsOf(message));
  return (product) => {
    const named = namingScore(said, words, product);
    if (named > 0 || asked.size === 0) return named;
    const own = new Set(telltaleWordsOf(`${product.name} ${product.description ?? ""}`));
    return [...own].filter((word) => asked.has(word)).length * 10;
  };
}
