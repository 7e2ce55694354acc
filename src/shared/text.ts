import { z } from "zod";

/** The message of a refused control character; each form's catalogue translates it. */
export const invalidCharactersMessage = "invalidCharacters";

// Control characters (Unicode Cc) other than newline and tab: never typed by a person (browsers send
// line ends as \n), NUL breaks PostgreSQL text, and the others hide or garble text on another screen.
const controlCharacter = /[^\P{Cc}\n\t]/u;

// Invisible characters that only spoof a name or title (a right-to-left override turns "gpj.exe" into
// "exe.jpg"): bidi marks (ALM, LRM, RLM), embeddings, overrides and isolates, zero-width space, word
// joiner and invisible operators, BOM, and a joiner that joins no emoji. ZWNJ (U+200C) stays: Persian
// writes its half-space with it; a joiner before a pictograph stays too, it builds emoji like 👩‍💻.
const spoofingCharacters =
  /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|\u200D(?!\p{Extended_Pictographic})/gu;

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

export function withoutSpoofingCharacters(text: string): string {
  return text.replace(spoofingCharacters, "");
}

/** Text a person typed: newlines and tabs are kept, any other control character is refused. */
export const typedText = () => z.string().refine((text) => !hasControlCharacters(text), invalidCharactersMessage);

/** A person's name is one line: the newline and tab that typed text keeps have no place in it. */
export const isOneLine = (text: string) => !/[\n\t]/.test(text);

/** A name or title: typed text with the spoofing characters removed before any length or blank check. */
export const nameText = () => typedText().overwrite(withoutSpoofingCharacters);

/** A real calendar day, YYYY-MM-DD (no 2024-02-30, no month 13; year 0 does not exist for PostgreSQL). */
export const calendarDateSchema = z.iso.date("invalidDate").refine((date) => date >= "0001-01-01", "invalidDate");
