import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";

/** Shows the other language's own name, so a reader of either can find it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, changeLanguage } = useLanguage();
  const other = locale === "fa" ? "en" : "fa";
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t("shell.language.switchLabel")}
      onClick={() => changeLanguage(other)}
    >
      <Languages aria-hidden="true" />
      <span lang={other}>{t("shell.language.switch")}</span>
    </Button>
  );
}
