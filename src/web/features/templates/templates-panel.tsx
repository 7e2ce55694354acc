import { useTranslation } from "react-i18next";
import "./catalog";

export function TemplatesPanel() {
  const { t } = useTranslation();
  return <h3 className="font-bold text-lg">{t("templates.title")}</h3>;
}
