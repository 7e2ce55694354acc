export const locales = {
  fa: { dir: "rtl", intl: "fa-IR-u-ca-persian-nu-arabext" },
  en: { dir: "ltr", intl: "en-US" },
} as const;

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = "fa";
export const localeIds = Object.keys(locales) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && value in locales;
}
