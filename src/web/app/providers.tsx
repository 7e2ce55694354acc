import { locales } from "@shared/locales";
import type { i18n as I18n } from "i18next";
import { Direction } from "radix-ui";
import { lazy, type ReactNode, Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { AuthProvider } from "@/lib/auth/auth-provider";
import { ThemeProvider } from "./theme/theme-provider";

// Toasts only follow a user's action, so the toast library loads after the first paint.
const AppToaster = lazy(() => import("./app-toaster").then((module) => ({ default: module.AppToaster })));

export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <DirectionFromLanguage>
          <AuthProvider>
            {children}
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          </AuthProvider>
        </DirectionFromLanguage>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/** Radix primitives (tabs' arrow keys, menus' sides) need the reading direction given to them. */
function DirectionFromLanguage({ children }: { children: ReactNode }) {
  const { locale } = useLanguage();
  return <Direction.Provider dir={locales[locale].dir}>{children}</Direction.Provider>;
}
