import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useShopSales } from "./api/shop-sales";
import { useTransactions } from "./api/transactions";
import { PlanPaymentsSection } from "./plan-payments-section";
import { ShopSalesSection } from "./shop-sales-section";
import "./catalog";

/**
 * The transactions tab: the shop's sales (issue 35) and, apart, the seller's own plan payments (TXN-01..08).
 * One refresh reloads both; each section tells its own failed load.
 */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const transactions = useTransactions();
  const sales = useShopSales();
  const fetching = transactions.isFetching || sales.isFetching;
  const refresh = () => {
    void transactions.refetch();
    void sales.refetch();
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("transactions.title")}</CardTitle>
          <CardDescription>{t("transactions.description")}</CardDescription>
        </div>
        <Button variant="outline" onClick={refresh} disabled={fetching}>
          {fetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t("transactions.refresh")}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <ShopSalesSection sales={sales} />
        <PlanPaymentsSection transactions={transactions} />
      </CardContent>
    </Card>
  );
}
