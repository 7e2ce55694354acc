import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import {
  applyThemeToDocument,
  type ResolvedTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  type ThemePreference,
} from "./theme-storage";

type ThemeState = {
  preference: ThemePreference;
  resolved: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
};

const ThemeContext = createContext<ThemeState | null>(null);
const darkQuery = "(prefers-color-scheme: dark)";

function subscribeToSystemTheme(onChange: () => void): () => void {
  const media = window.matchMedia(darkQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const systemPrefersDark = () => window.matchMedia(darkQuery).matches;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setStoredPreference] = useState(readStoredTheme);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);
  const resolved = resolveTheme(preference, systemDark);

  useEffect(() => applyThemeToDocument(resolved), [resolved]);

  function setPreference(next: ThemePreference) {
    storeTheme(next);
    setStoredPreference(next);
  }

  return <ThemeContext value={{ preference, resolved, setPreference }}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error("useTheme must be used within a ThemeProvider");
  return theme;
}
