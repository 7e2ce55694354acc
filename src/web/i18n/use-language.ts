import { defaultLocale, isLocale, type Locale } from "@shared/locales";
import { useTranslation } from "react-i18next";
import { switchLanguage } from "./i18n";
import { storeLanguage } from "./language";

/** The interface language, and a switch that also remembers the choice. */
export function useLanguage(): { locale: Locale; changeLanguage: (locale: Locale) => void } {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  function changeLanguage(next: Locale) {
    storeLanguage(next);
    void switchLanguage(next);
  }
  return { locale, changeLanguage };
}
