import { latinDigits } from "../../shared/text";
import type { Database } from "../db/client";
import { productsForSale } from "./shop-catalog";

/** How a buyer writes and how a seller wrote a name alike: Arabic letters, half-spaces, case, digits. */
export function normalizeForMatch(text: string): string {
  return latinDigits(text)
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/[\u200c\u200f\u200e]/g, " ")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The product of this seller a buyer's message names: by its code, its whole name, or every word of its
 * name; the longest name wins ("wool shawl" over "shawl"). Prices and stock then come from the database,
 * never from a guess.
 */
export async function productNamedIn(db: Database, sellerId: string, message: string) {
  const said = ` ${normalizeForMatch(message)} `;
  const words = new Set(said.trim().split(" "));
  const candidates = await productsForSale(db, sellerId);
  let best: (typeof candidates)[number] | undefined;
  let bestScore = 0;
  for (const product of candidates) {
    const name = normalizeForMatch(product.name);
    const code = normalizeForMatch(product.productCode);
    const nameWords = name.split(" ").filter((word) => word.length > 1);
    const score =
      code !== "" && words.has(code)
        ? 10_000
        : said.includes(` ${name} `)
          ? 1000 + name.length
          : nameWords.length > 0 && nameWords.every((word) => words.has(word))
            ? 500 + name.length
            : 0;
    if (score > bestScore) {
      best = product;
      bestScore = score;
    }
  }
  return best;
}
