import { normalizeForMatch } from "../../../shared/match-text";
import { type ProductCategory, productCategories, productCategoryNames } from "../../../shared/products";
import type { SalesProduct } from "../../integrations/ai/engine";
import { createKeywordMatcher } from "./keyword-matcher";
import { cleanText } from "./normalize-text";
import { matchScorer } from "./product-match";
import { buyerNeeds } from "./sales-corpus";

const needs = buyerNeeds.map((need) => ({
  need,
  asks: createKeywordMatcher({ stems: need.asks, words: [] }),
  fits: createKeywordMatcher({ stems: need.productWords, words: [] }),
}));
type Need = (typeof needs)[number];

/** The needs a buyer's message names: «هدیه برای مادرم» is a gift, for a woman. */
export function needsIn(question: string): Need[] {
  const cleaned = cleanText(question);
  return needs.filter(({ asks }) => asks.find(cleaned) !== null);
}

/** How well a product fits those needs: by its category, and by the words of its name and description. */
export function needFit(named: readonly Need[], product: SalesProduct): number {
  if (named.length === 0) return 0;
  const text = normalizeForMatch(`${product.name} ${product.description ?? ""}`);
  return named.reduce(
    (score, { need, fits }) =>
      score + (need.categories.includes(product.category) ? 2 : 0) + (fits.find(text) !== null ? 3 : 0),
    0,
  );
}

// "General" names no kind of product a buyer would ask for.
const categoryMatchers = productCategories
  .filter((category) => category !== "general")
  .map((category) => {
    // «آرایشی و بهداشتی»: either half names it.
    const names = [productCategoryNames.fa[category], productCategoryNames.en[category], category].flatMap((name) =>
      name.split(" و "),
    );
    return [category, createKeywordMatcher({ stems: names, words: [] })] as const;
  });

/** The product category a message names («کتاب دارید؟», "any books?"), if any. */
export function categoryIn(question: string): ProductCategory | null {
  const cleaned = cleanText(question);
  return categoryMatchers.find(([, matcher]) => matcher.find(cleaned) !== null)?.[0] ?? null;
}

/**
 * The products most to do with a question, at most `limit`: those it names, then those sharing its words
 * or fitting the need it names; the rest keep their order. A model is given these, not the whole shop.
 */
export function mostRelevant<T extends SalesProduct>(question: string, products: readonly T[], limit: number): T[] {
  const score = matchScorer(question);
  const named = needsIn(question);
  return products
    .map((product) => ({ product, score: score(product) + needFit(named, product) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.product);
}
