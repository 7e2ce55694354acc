import { CalendarDays, History } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { useContentDays } from "./api/content-days";
import { calendarDayInstant } from "./selected-day";

type DayHistoryProps = {
  /** The YYYY-MM-DD day shown, or null for today. */
  selected: string | null;
  today: string;
  className?: string;
};

/** The user's days with content, newest first; choosing one opens it and keeps it in the address. */
export function DayHistory({ selected, today, className }: DayHistoryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const days = useContentDays().data?.days ?? [];

  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-3 rounded-xl border bg-card p-4", className)}>
      <h2 id={titleId} className="flex items-center gap-2 font-bold">
        <History aria-hidden="true" className="size-4 text-primary dark:text-accent-foreground" />
        {t("dailyContent.history.title")}
      </h2>
      {days.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("dailyContent.history.empty")}</p>
      ) : (
        <ul className="-mx-1 flex max-h-80 flex-col gap-1 overflow-y-auto px-1">
          {days.map((day) => {
            const isToday = day.content_date === today;
            const current = isToday ? selected === null : selected === day.content_date;
            return (
              <li key={day.id}>
                <Link
                  to={isToday ? "/daily-content" : `/daily-content?date=${day.content_date}`}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    current && "bg-accent font-semibold text-accent-foreground",
                  )}
                >
                  <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="flex-1">
                    {isToday ? t("dailyContent.history.today") : format.date(calendarDayInstant(day.content_date))}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {t("dailyContent.history.ideas", { value: format.number(day.ideas) })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
