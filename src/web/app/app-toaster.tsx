import { locales } from "@shared/locales";
import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { useLanguage } from "@/i18n/use-language";
import { phoneWidth, useMediaQuery } from "@/lib/use-media-query";
import { useTheme } from "./theme/theme-provider";

// Below the 4rem header (h-16) with a gap, so a toast never covers the navigation on a desktop.
const belowHeader = { top: "4.75rem" };

/** 000 §9: at most 3 toasts at once, each gone after 4000 ms; sonner announces them politely. */
export function AppToaster() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { resolved } = useTheme();
  // A phone's forms fill the screen from the top: there a toast comes up from the bottom, over no label.
  const phone = useMediaQuery(phoneWidth);
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      richColors
      closeButton
      position={phone ? "bottom-center" : "top-center"}
      offset={belowHeader}
      dir={locales[locale].dir}
      theme={resolved}
      containerAriaLabel={t("shell.notifications")}
      // sonner's stylesheet gives its list a system font; the app's (Vazirmatn) writes Persian properly.
      style={{ fontFamily: "var(--font-sans)" }}
      // Some messages are the specification's lower-case glosses ("new content generated"); shown as sentences.
      toastOptions={{
        classNames: { title: "first-letter:uppercase", description: "first-letter:uppercase" },
      }}
    />
  );
}
