import { tehranIsoDate } from "@shared/tehran-calendar";
import { Bot } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useContentDay } from "./api/content-day";
import { ContentAssistant } from "./content-assistant";
import { ContentSkeleton } from "./content-skeleton";
import { CustomStyleCard } from "./custom-style-card";
import { DayHistory } from "./day-history";
import { DayPanel } from "./day-panel";
import { selectedDayOf } from "./selected-day";
import { UpgradeBanner } from "./upgrade-banner";

/** /daily-content for a signed-in user: the day's content, the assistant beside it, the earlier days. */
export function DailyContentWorkspace() {
  const { t } = useTranslation();
  const assistantId = useId();
  const [searchParams] = useSearchParams();
  const today = tehranIsoDate(new Date());
  const selected = selectedDayOf(searchParams.get("date"), today);
  const dayQuery = useContentDay(selected);
  const content = dayQuery.data?.content ?? null;
  // Edit mode belongs to one content: opening another day leaves it.
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = content !== null && editingId === content.id;
  const [assistantOpen, setAssistantOpen] = useState(false);
  const showAssistant = assistantOpen && content !== null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-extrabold text-2xl sm:text-3xl">{t("dailyContent.title")}</h1>
          <p className="text-muted-foreground">{t("dailyContent.subtitle")}</p>
        </div>
        {content && (
          <Button
            variant={showAssistant ? "secondary" : "outline"}
            aria-expanded={showAssistant}
            aria-controls={showAssistant ? assistantId : undefined}
            onClick={() => setAssistantOpen((open) => !open)}
          >
            <Bot aria-hidden="true" />
            {showAssistant ? t("dailyContent.assistant.hide") : t("dailyContent.assistant.show")}
          </Button>
        )}
      </header>

      <UpgradeBanner />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        {showAssistant && (
          <div className="lg:col-start-2 lg:row-start-1">
            <ContentAssistant key={content.id} id={assistantId} content={content} editing={editing} />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {dayQuery.isPending && dayQuery.fetchStatus !== "idle" ? (
            <ContentSkeleton />
          ) : (
            <DayPanel
              key={selected ?? "today"}
              day={dayQuery.data}
              selected={selected}
              editing={editing}
              onEditingChange={(next) => setEditingId(next && content ? content.id : null)}
            />
          )}
          <CustomStyleCard />
        </div>
        <DayHistory selected={selected} today={today} className="lg:col-start-2" />
      </div>
    </div>
  );
}
