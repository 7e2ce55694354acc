import { useTranslation } from "react-i18next";
import "./catalog";

export function BotConnectionsPanel() {
  const { t } = useTranslation();
  return <h3 className="font-bold text-lg">{t("bots.title")}</h3>;
}
