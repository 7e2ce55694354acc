import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { aboutTimeline } from "./about-facts";

// A bare date is read as UTC midnight, the day before west of Greenwich; noon in Tehran is the same day nearly everywhere.
const middayInTehran = "T12:00:00+03:30";

/** 001 §2 timeline: the product's milestones, dated in the interface's calendar. */
export function AboutTimeline() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="about-timeline-title" className="flex flex-col gap-4">
      <h2 id="about-timeline-title" className="font-bold text-2xl">
        {t("aboutPage.timeline.title")}
      </h2>
      <ol className="flex flex-col gap-6 border-s-2 ps-6">
        {aboutTimeline.map((milestone) => (
          <li key={milestone.id} className="relative flex flex-col gap-1">
            <span
              aria-hidden="true"
              className="-start-[calc(1.5rem+7px)] absolute top-1.5 size-3 rounded-full bg-primary ring-4 ring-background dark:bg-accent-foreground"
            />
            <time dateTime={milestone.date} className="text-muted-foreground text-sm">
              {format.date(`${milestone.date}${middayInTehran}`)}
            </time>
            <h3 className="font-bold text-lg">{t(`aboutPage.timeline.${milestone.id}.title`)}</h3>
            <p className="max-w-[70ch] text-muted-foreground leading-7">
              {t(`aboutPage.timeline.${milestone.id}.text`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
