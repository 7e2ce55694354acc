import type { DailyContentDay } from "@shared/daily-content";
import { ArrowRight, Pencil } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/format";
import { ContentEditor } from "./content-editor";
import { ContentView } from "./content-view";
import { EmptyPastDay, EmptyToday } from "./empty-day";
import { RegenerateButton } from "./regenerate-button";
import { calendarDayInstant } from "./selected-day";

type DayPanelProps = {
  /** The day as the server gave it; undefined when loading it failed (000 §8: nothing is said). */
  day: DailyContentDay | undefined;
  /** The YYYY-MM-DD day shown, or null for today. */
  selected: string | null;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
};

/** One day's content panel, in view or edit mode (000 §2, §4). */
export function DayPanel({ day, selected, editing, onEditingChange }: DayPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const content = day?.content ?? null;
  const date = day?.date ?? selected;
  const dateText = date ? format.date(calendarDayInstant(date)) : null;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border bg-card p-3 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="font-bold text-xl">
            {selected === null ? t("dailyContent.today") : t("dailyContent.pastDay", { date: dateText })}
          </h2>
          {selected === null && dateText && <p className="text-muted-foreground text-sm">{dateText}</p>}
          {selected !== null && (
            <Link
              to="/daily-content"
              className="inline-flex items-center gap-1 text-primary text-sm underline-offset-4 hover:underline dark:text-accent-foreground"
            >
              <ArrowRight aria-hidden="true" className="size-4 ltr:rotate-180" />
              {t("dailyContent.backToToday")}
            </Link>
          )}
        </div>
        {day && content && !editing && (
          <div className="flex flex-wrap items-start gap-2">
            {selected === null && <RegenerateButton contentId={content.id} access={day.access} />}
            <Button variant="outline" size="sm" onClick={() => onEditingChange(true)}>
              <Pencil aria-hidden="true" />
              {t("dailyContent.edit.start")}
            </Button>
          </div>
        )}
      </div>
      {day && content ? (
        editing ? (
          <ContentEditor content={content} access={day.access} onDone={() => onEditingChange(false)} />
        ) : (
          <ContentView content={content} access={day.access} />
        )
      ) : selected === null ? (
        <EmptyToday />
      ) : (
        <EmptyPastDay />
      )}
    </section>
  );
}
