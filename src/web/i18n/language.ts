import { brand } from "@shared/brand";
import { defaultLocale, isLocale, type Locale, locales } from "@shared/locales";

// 000 §1: the choice survives visits under this key; index.html reads it before first paint too.
const storageKey = "preferred-language";

export function readStoredLanguage(): Locale {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export function storeLanguage(locale: Locale): void {
  try {
    localStorage.setItem(storageKey, locale);
  } catch {
    // Private browsing can refuse storage; the switch still applies to this visit.
  }
}

export function applyLanguageToDocument(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = locales[locale].dir;
  document.title = brand.name[locale];
  // The document is served once, in Persian: the description follows the language as the title does.
  document.querySelector('meta[name="description"]')?.setAttribute("content", brand.description[locale]);
}
