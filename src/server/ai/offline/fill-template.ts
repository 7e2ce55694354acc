/** Puts values into a corpus template's {placeholders}; one left without a value disappears with its space. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const filled = template
    .replace(/\{(\w+)\}/g, (_placeholder, key: string) => values[key] ?? "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ ([.!?،؛:])/g, "$1")
    .trim();
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** English sentences that begin with a filled-in value ("… details. my jewelry") start with a capital. */
export function capitalizeSentences(text: string): string {
  return text.replace(/([.!?]\s+)(\p{Ll})/gu, (_match, end: string, letter: string) => end + letter.toUpperCase());
}

/** User text shown inside a Markdown reply stays plain text. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]<>#|~]/g, "\\$&");
}

const determinerFirst = /^(?:the|a|an|our|my|your|this|these|those|that)\b/i;

/** Whether an English phrase already opens with an article or a possessive ("the vase", "our bakery"). */
export function hasDeterminer(phrase: string): boolean {
  return determinerFirst.test(phrase);
}

/** "our lavender soap": an English product phrase the user typed bare, as the seller speaks of it. */
export function asOurs(phrase: string, locale: "fa" | "en"): string {
  return locale === "en" && /^\p{Ll}/u.test(phrase) && !hasDeterminer(phrase) ? `our ${phrase}` : phrase;
}
