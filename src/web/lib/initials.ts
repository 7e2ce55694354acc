// A zero-width non-joiner between the two letters: Persian letters would otherwise join into a word
// ("سارا احمدی" would read «سا»); Latin letters look the same with it or without it.
const nonJoiner = "\u200C";

/** The letters an avatar without a picture shows: the first of up to two words of the name, or of the e-mail. */
export function initialsOf(name: string, email = ""): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0])
      .join(nonJoiner)
      .toUpperCase();
  return (Array.from(email.trim())[0] ?? "?").toUpperCase();
}
