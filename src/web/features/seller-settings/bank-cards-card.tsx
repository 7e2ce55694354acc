import { useTranslation } from "react-i18next";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import "./bank-cards-catalog";

export function BankCardsCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("bankCards.title")}</CardTitle>
      </CardHeader>
    </Card>
  );
}
