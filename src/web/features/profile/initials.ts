/** The letters an avatar without a picture shows: the first of up to two words of the name, or of the e-mail. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length > 0)
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0])
      .join("")
      .toUpperCase();
  return (Array.from(email.trim())[0] ?? "?").toUpperCase();
}
