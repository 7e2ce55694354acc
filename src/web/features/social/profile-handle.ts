import { type Locale, locales } from "@shared/locales";

/**
 * `@username` for a sentence: in right-to-left text the "@" of a Latin name lands at its wrong end
 * unless the name is isolated (U+2066 … U+2069).
 */
export function profileHandle(username: string, locale: Locale): string {
  const handle = `@${username}`;
  return locales[locale].dir === "rtl" ? `\u2066${handle}\u2069` : handle;
}
