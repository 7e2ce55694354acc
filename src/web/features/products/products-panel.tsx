import { useTranslation } from "react-i18next";
import "./catalog";

export function ProductsPanel() {
  const { t } = useTranslation();
  return <h3 className="font-bold text-lg">{t("products.title")}</h3>;
}
