import type { TransactionCounters as Counters } from "@shared/transactions";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** STAT-23: counted over every transaction of the user, whatever the filters. */
export function TransactionCounters({ counters }: { counters: Counters }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    ["total", format.number(counters.total)],
    ["success", format.number(counters.success)],
    ["pending", format.number(counters.pending)],
    ["failed", format.number(counters.failed)],
    ["net", format.toman(counters.net_amount)],
  ] as const;
  return (
    <section aria-label={t("transactionsPage.counters.label")}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-lg border bg-card p-4 last:col-span-2 md:last:col-span-1">
            <dt className="text-muted-foreground text-sm">{t(`transactionsPage.counters.${key}`)}</dt>
            <dd className="mt-1 font-bold text-xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
