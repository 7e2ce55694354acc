import { brand } from "@shared/brand";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { aboutStats } from "./about-facts";

/** 001 §2 stats, as facts of the product in the interface's digits. */
export function AboutStats() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="about-stats-title">
      <h2 id="about-stats-title" className="sr-only">
        {t("aboutPage.stats.title", { name: brand.name[format.locale] })}
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {aboutStats.map((stat) => (
          <div
            key={stat.id}
            className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl border bg-muted/40 p-5 text-center"
          >
            <dt className="text-muted-foreground text-sm leading-relaxed">{t(`aboutPage.stats.${stat.id}`)}</dt>
            <dd className="font-extrabold text-3xl text-primary dark:text-accent-foreground">
              {format.number(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
