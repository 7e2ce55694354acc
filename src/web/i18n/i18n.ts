import { isLocale, type Locale, localeIds } from "@shared/locales";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { type Catalog, fa } from "./fa";
import { applyLanguageToDocument, readStoredLanguage } from "./language";

// Persian, the default, ships with the first download; English is fetched when someone chooses it.
const catalogs: Record<Locale, () => Promise<Catalog>> = {
  fa: async () => fa,
  en: () => import("./en").then((module) => module.en),
};

// Pages add their own sections to both languages (page-catalog.ts), so a bundle can exist before its core.
const loadedCores = new Set<Locale>(["fa"]);

async function ensureCatalog(locale: Locale): Promise<void> {
  if (loadedCores.has(locale)) return;
  i18n.addResourceBundle(locale, "translation", await catalogs[locale](), true, false);
  loadedCores.add(locale);
}

/** Loads the remembered language's catalogue, then starts i18next in it. */
export async function initI18n(): Promise<typeof i18n> {
  const locale = readStoredLanguage();
  const catalog = await catalogs[locale]();
  loadedCores.add(locale);
  i18n.on("languageChanged", (language) => {
    if (isLocale(language)) applyLanguageToDocument(language);
  });
  await i18n.use(initReactI18next).init({
    resources: { fa: { translation: fa }, [locale]: { translation: catalog } },
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: "fa",
    supportedLngs: ["fa", "en"],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Loads every language's catalogue, so a switch of language shows at once. */
export async function preloadCatalogs(): Promise<void> {
  await Promise.all(localeIds.map(ensureCatalog));
}

export async function switchLanguage(locale: Locale): Promise<void> {
  await ensureCatalog(locale);
  await i18n.changeLanguage(locale);
}
