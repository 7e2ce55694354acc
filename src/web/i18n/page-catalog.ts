import type { Locale } from "@shared/locales";
import i18n from "i18next";

/**
 * Adds a page's sections to both languages' catalogues. A page module calls it when it loads, so its
 * messages travel with its own chunk instead of the landing page's first download.
 */
export function registerPageCatalog(catalogs: Record<Locale, object>): void {
  const add = () => {
    for (const [locale, catalog] of Object.entries(catalogs)) {
      i18n.addResourceBundle(locale, "translation", catalog, true, true);
    }
  };
  // Pages load after start-up; modules imported before i18next starts (tests) add theirs when it does.
  if (i18n.isInitialized) add();
  else i18n.on("initialized", add);
}
