import type { Locale } from "../../../shared/locales";
import type { SalesProduct } from "../../integrations/ai/engine";
import { detectLocale } from "./normalize-text";

/** Words of an English sentence, which Persian typed in Latin letters ("salam, gheymat chande?") lacks. */
const englishWords =
  /\b(the|is|are|do|does|you|your|have|has|what|which|how|much|many|price|cost|where|when|my|can|could|please|want|buy|order|send|need|any|for|with)\b/i;

/**
 * The language the buyer wrote in, so an English question in a Persian app is answered in English; the
 * shop's product names (in whatever language the seller wrote them) are left out of the count. Latin
 * letters alone are not English: a name, or Persian typed in Latin letters, keeps the app's language.
 */
export function questionLocale(question: string, products: readonly SalesProduct[], fallback: Locale): Locale {
  let words = question.toLowerCase();
  for (const product of products) words = words.split(product.name.toLowerCase()).join(" ");
  const detected = detectLocale(words, fallback);
  return detected === "en" && !englishWords.test(words) ? fallback : detected;
}
