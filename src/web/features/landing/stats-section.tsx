import { brand } from "@shared/brand";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

export function StatsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  // 000 §1: the landing claims, written in the interface's digits.
  const stats = [
    { value: `${format.compact(50_000)}+`, label: t("landing.stats.creators") },
    { value: `${format.compact(1_000_000)}+`, label: t("landing.stats.content") },
    { value: format.digits("24/7"), label: t("landing.stats.support") },
    { value: format.percent(0.999), label: t("landing.stats.uptime") },
  ];
  return (
    <section aria-labelledby="stats-title" className="border-y bg-muted/40">
      <h2 id="stats-title" className="sr-only">
        {t("landing.stats.title", { name: brand.name[format.locale] })}
      </h2>
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-10 md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-1 text-center">
            <dt className="text-muted-foreground text-sm">{stat.label}</dt>
            <dd className="font-extrabold text-3xl text-primary sm:text-4xl dark:text-accent-foreground">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
