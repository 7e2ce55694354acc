import { locales } from "@shared/locales";
import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { useLanguage } from "@/i18n/use-language";
import { useTheme } from "./theme/theme-provider";

/** 000 §9: at most 3 toasts at once, each gone after 4000 ms; sonner announces them politely. */
export function AppToaster() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { resolved } = useTheme();
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      position="top-center"
      dir={locales[locale].dir}
      theme={resolved}
      containerAriaLabel={t("shell.notifications")}
      // Some messages are the specification's lower-case glosses ("new content generated"); shown as sentences.
      toastOptions={{
        style: { fontFamily: "inherit" },
        classNames: { title: "first-letter:uppercase", description: "first-letter:uppercase" },
      }}
    />
  );
}
