import { useTranslation } from "react-i18next";
import "./catalog";

export function InstagramPanel() {
  const { t } = useTranslation();
  return <h3 className="font-bold text-lg">{t("social.title")}</h3>;
}
