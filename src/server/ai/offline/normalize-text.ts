import { digitsArToEn, digitsEnToFa, digitsFaToEn, toPersianChars } from "@persian-tools/persian-tools";
import type { Locale } from "../../../shared/locales";

// persian-tools writes Arabic yeh and kaf as the Persian letters; these look-alikes it leaves, and a
// request typed with them means the same word. `ۀ` is also what NFC makes of heh + hamza above (کافهٔ).
const lettersPersianToolsKeeps: Record<string, string> = { ة: "ه", ۀ: "ه", أ: "ا", إ: "ا", ٱ: "ا" };
const arabicLetterVariants = /[ةۀأإٱ]/g;
// Harakat, superscript alef and tatweel change nothing a reader sees as a different word.
const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;
// Zero-width space, direction marks and BOM; the joiner U+200D stays because emoji sequences need it.
const invisibleMarks = /[\u200B\u200E\u200F\uFEFF]/g;
const halfSpaceBesideSpace = /\u200C*\s+\u200C*/g;
const repeatedHalfSpaces = /\u200C{2,}/g;
const edgeHalfSpaces = /^\u200C+|\u200C+$/g;
const persianScriptLetters = /(?=\p{L})\p{Script=Arabic}/gu;
const latinLetters = /[A-Za-z]/g;

/** Persian letters for Arabic look-alikes, no marks, tidy half-spaces and spaces; case and digits kept for display. */
export function cleanText(text: string): string {
  return toPersianChars(text.normalize("NFC"))
    .replace(arabicLetterVariants, (letter) => lettersPersianToolsKeeps[letter] ?? letter)
    .replace(arabicMarks, "")
    .replace(invisibleMarks, "")
    .replace(halfSpaceBesideSpace, " ")
    .replace(repeatedHalfSpaces, "\u200C")
    .trim()
    .replace(edgeHalfSpaces, "");
}

/** The form two requests are compared in: cleaned, Latin digits, half-spaces as spaces, lower case. */
export function canonicalText(text: string): string {
  return digitsArToEn(digitsFaToEn(cleanText(text)))
    .replace(/\u200C/g, " ")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/**
 * Lower case that keeps every index in place, so a match found in the folded text can be cut from the
 * original. Matching folded text spares the regular expressions the costly case-insensitive flag.
 */
export function foldCase(text: string): string {
  return text.replace(/\p{Lu}/gu, (letter) => {
    const lower = letter.toLowerCase();
    return lower.length === letter.length ? lower : letter;
  });
}

/** Persian script wins over Latin by letter count; a message with neither keeps the fallback. */
export function detectLocale(text: string, fallback: Locale): Locale {
  const persian = text.match(persianScriptLetters)?.length ?? 0;
  const latin = text.match(latinLetters)?.length ?? 0;
  if (persian === latin) return fallback;
  return persian > latin ? "fa" : "en";
}

export function toLocaleDigits(text: string, locale: Locale): string {
  if (locale === "en") return text;
  return digitsEnToFa(text);
}
