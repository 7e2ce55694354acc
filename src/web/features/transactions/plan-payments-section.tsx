import type { Payment, PaymentSummary } from "@shared/payments";
import { planById } from "@shared/plans";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorMessage } from "@/lib/api-error-message";
import { formatLatin, useFormat } from "@/lib/format";
import type { useTransactions } from "./api/transactions";
import "./catalog";

/** TXN-01..08: the seller's own plan payments: the four figures and the latest 50, under their own heading. */
export function PlanPaymentsSection({ transactions }: { transactions: ReturnType<typeof useTransactions> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { error } = transactions;

  // TXN-06: a failed load is told once per failure, beside the retry button below.
  useEffect(() => {
    if (error) toast.error(t("transactions.loadFailed"), { description: apiErrorMessage(t, error, format.locale) });
  }, [error, t, format.locale]);

  return (
    <section aria-labelledby="plan-payments-title" className="flex flex-col gap-4">
      <div className="grid gap-1">
        <h4 id="plan-payments-title" className="font-semibold text-base">
          {t("transactions.plan.title")}
        </h4>
        <p className="text-muted-foreground text-sm">{t("transactions.plan.description")}</p>
      </div>
      {transactions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <Spinner /> {t("transactions.loading")}
        </p>
      ) : transactions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-danger text-sm">
          {t("transactions.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void transactions.refetch()}>
            {t("transactions.retry")}
          </Button>
        </div>
      ) : (
        <>
          <SummaryCards summary={transactions.data.summary} />
          <HistoryTable payments={transactions.data.payments} />
        </>
      )}
    </section>
  );
}

function SummaryCards({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    ["total", format.number(summary.total)],
    ["paid", format.number(summary.paid)],
    ["pending", format.number(summary.pending)],
    ["revenue", format.toman(summary.revenue)],
  ] as const;
  return (
    <dl aria-label={t("transactions.summary.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([key, value]) => (
        <div key={key} className="rounded-lg border p-4">
          <dt className="text-muted-foreground text-sm">{t(`transactions.summary.${key}`)}</dt>
          <dd className="mt-1 font-bold text-lg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const statusVariant: Record<Payment["status"], "default" | "secondary" | "outline"> = {
  paid: "default",
  pending: "secondary",
  failed: "outline",
  refunded: "outline",
};

function HistoryTable({ payments }: { payments: readonly Payment[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (payments.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("transactions.empty")}</p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t("transactions.table.caption")}</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {(["date", "amount", "plan", "status", "tracking"] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-2 text-start font-medium">
                {t(`transactions.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-t">
              <td className="px-4 py-2">{format.date(payment.created_at)}</td>
              <td className="px-4 py-2">{format.toman(payment.amount)}</td>
              <td className="px-4 py-2">{planById(payment.plan_id)?.name[format.locale] ?? payment.plan_type}</td>
              <td className="px-4 py-2">
                <Badge variant={statusVariant[payment.status]}>{t(`transactions.statuses.${payment.status}`)}</Badge>
              </td>
              <td className="px-4 py-2 font-mono text-xs">
                {payment.ref_id ? formatLatin(payment.ref_id, format.locale) : t("transactions.table.noTracking")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
