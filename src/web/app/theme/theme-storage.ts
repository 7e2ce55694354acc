// 000 §1: dark by default, the preference kept under `theme`; index.html applies it before first paint.
export const themePreferences = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = "light" | "dark";

const storageKey = "theme";
const defaultPreference: ThemePreference = "dark";

function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.some((preference) => preference === value);
}

export function readStoredTheme(): ThemePreference {
  try {
    const stored = localStorage.getItem(storageKey);
    return isThemePreference(stored) ? stored : defaultPreference;
  } catch {
    return defaultPreference;
  }
}

export function storeTheme(preference: ThemePreference): void {
  try {
    localStorage.setItem(storageKey, preference);
  } catch {
    // Storage can be refused (private browsing); the theme still applies to this visit.
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

export function applyThemeToDocument(theme: ResolvedTheme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
}
