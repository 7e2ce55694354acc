import type { ChannelPost } from "@shared/publishing";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { usePosts } from "./api/posts";
import { CalendarDays } from "./calendar-days";
import { postInstant } from "./post-item";
import {
  type CalendarView,
  calendarDays,
  type DayKey,
  rangeOf,
  sameJalaliMonth,
  shiftAnchor,
  tehranClock,
  tehranWords,
  todayKey,
} from "./tehran-days";

type PostCalendarProps = {
  view: CalendarView;
  anchor: DayKey;
  onNavigate: (view: CalendarView, anchor: DayKey) => void;
  onOpenPost: (post: ChannelPost) => void;
};

function groupByDay(posts: readonly ChannelPost[]): Map<DayKey, ChannelPost[]> {
  const byDay = new Map<DayKey, ChannelPost[]>();
  for (const post of posts) {
    const { day } = tehranClock(postInstant(post));
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  return byDay;
}

/** Issue 19: scheduled, published and failed posts in a Jalali week or month, on Tehran's clock. */
export function PostCalendar({ view, anchor, onNavigate, onOpenPost }: PostCalendarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const words = useMemo(() => tehranWords(format.locale), [format.locale]);
  const days = calendarDays(view, anchor);
  const posts = usePosts(rangeOf(days));
  const postsByDay = useMemo(() => groupByDay(posts.data ?? []), [posts.data]);
  const today = todayKey();
  const shown = view === "week" ? days : days.filter((day) => sameJalaliMonth(day, anchor));
  const empty = posts.data !== undefined && !shown.some((day) => postsByDay.has(day));
  const title = view === "week" ? words.week(days) : words.month(anchor);

  const panel = (
    <div className="flex flex-col gap-3">
      {posts.isPending ? (
        <CalendarSkeleton />
      ) : posts.isError && posts.data === undefined ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-danger/40 p-4 text-sm">
          <span>
            {t("publishing.calendar.loadFailed")}: {apiErrorMessage(t, posts.error, format.locale)}
          </span>
          <Button variant="outline" size="sm" onClick={() => void posts.refetch()}>
            {t("publishing.calendar.retry")}
          </Button>
        </div>
      ) : (
        <>
          {empty && (
            <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
              {t(`publishing.calendar.empty.${view}`)} {t("publishing.calendar.emptyHint")}
            </p>
          )}
          <CalendarDays
            view={view}
            days={days}
            anchor={anchor}
            today={today}
            postsByDay={postsByDay}
            words={words}
            onOpenPost={onOpenPost}
          />
        </>
      )}
    </div>
  );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-xl border bg-card p-3 shadow-sm sm:p-5">
      <Tabs value={view} onValueChange={(next) => onNavigate(next === "month" ? "month" : "week", anchor)}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} aria-live="polite" className="font-bold text-lg">
            {title}
          </h2>
          <TabsList aria-label={t("publishing.calendar.views")}>
            <TabsTrigger value="week">{t("publishing.calendar.week")}</TabsTrigger>
            <TabsTrigger value="month">{t("publishing.calendar.month")}</TabsTrigger>
          </TabsList>
        </div>
        <div className="mt-3 flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t(`publishing.calendar.previous.${view}`)}
            onClick={() => onNavigate(view, shiftAnchor(view, anchor, -1))}
          >
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          </Button>
          <Button variant="outline" onClick={() => onNavigate(view, today)} disabled={shown.includes(today)}>
            {t("publishing.calendar.today")}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t(`publishing.calendar.next.${view}`)}
            onClick={() => onNavigate(view, shiftAnchor(view, anchor, 1))}
          >
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Button>
        </div>
        <TabsContent value="week">{panel}</TabsContent>
        <TabsContent value="month">{panel}</TabsContent>
      </Tabs>
    </section>
  );
}

function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-2 sm:grid-cols-7">
      <span className="sr-only">{t("publishing.calendar.loading")}</span>
      {Array.from({ length: 7 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
        <div key={index} aria-hidden="true" className="h-28 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}
