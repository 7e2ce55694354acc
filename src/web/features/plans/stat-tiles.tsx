import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** 001 §2: four static figures, written in the interface's digits. */
export function StatTiles() {
  const { t } = useTranslation();
  const format = useFormat();
  const stats = [
    { value: `${format.number(10_000)}+`, label: t("subscriptions.stats.activeUsers") },
    { value: format.percent(3), label: t("subscriptions.stats.engagement") },
    { value: format.percent(0.7), label: t("subscriptions.stats.timeSaving") },
    {
      value: t("subscriptions.stats.rating", { score: format.number(4.9), max: format.number(5) }),
      label: t("subscriptions.stats.satisfaction"),
    },
  ];
  return (
    <section aria-labelledby="plans-stats-title">
      <h2 id="plans-stats-title" className="sr-only">
        {t("subscriptions.stats.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl border bg-muted/40 p-5 text-center"
          >
            <dt className="text-muted-foreground text-sm">{stat.label}</dt>
            <dd className="font-extrabold text-2xl text-primary sm:text-3xl dark:text-accent-foreground">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
