import { planById } from "@shared/plans";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";

const recentCount = 5;

/** SET-31 (DESIGN d7): the latest real payments, or "no transactions found". */
export function RecentTransactionsCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useAuth();
  const payments = useQuery({
    queryKey: ["payments", user?.id ?? null, "list"] as const,
    queryFn: async () => (await dataOf(api.payments.$get())).payments,
    enabled: user !== null,
  });
  const recent = payments.data?.slice(0, recentCount) ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t("sellerSettings.recent.title")}</CardTitle>
        <Link
          to="/dashboard?tab=transactions"
          className="text-primary text-sm hover:underline dark:text-accent-foreground"
        >
          {t("sellerSettings.recent.all")}
        </Link>
      </CardHeader>
      <CardContent>
        {payments.isSuccess && recent.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("sellerSettings.recent.none")}</p>
        ) : (
          <ul className="flex flex-col divide-y text-sm">
            {recent.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>{planById(payment.plan_id)?.name[format.locale] ?? payment.plan_type}</span>
                <span>{format.toman(payment.amount)}</span>
                <span className="text-muted-foreground">{format.date(payment.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
