import type { ChannelPost } from "@shared/publishing";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { PostItem } from "./post-item";
import { type CalendarView, type DayKey, sameJalaliMonth, type TehranWords } from "./tehran-days";

type DaysProps = {
  view: CalendarView;
  days: readonly DayKey[];
  anchor: DayKey;
  today: DayKey;
  postsByDay: ReadonlyMap<DayKey, ChannelPost[]>;
  words: TehranWords;
  onOpenPost: (post: ChannelPost) => void;
};

/**
 * The calendar's days, Saturday first (the grid runs right to left in Persian by itself). A week is a
 * column of days on a phone and seven columns above; a month is a grid above a phone, and on a phone
 * the list of its days that have posts, so nothing is squeezed into a 50 px cell.
 */
export function CalendarDays(props: DaysProps) {
  const { t } = useTranslation();
  const { view, days, words } = props;
  const weekdays = days.slice(0, 7);
  if (view === "week") {
    return (
      <ol aria-label={t("publishing.calendar.days")} className="grid gap-2 sm:grid-cols-7">
        {days.map((day) => (
          <DayCell key={day} day={day} {...props} showWeekday />
        ))}
      </ol>
    );
  }
  const daysWithPosts = days.filter((day) => sameJalaliMonth(day, props.anchor) && props.postsByDay.has(day));
  return (
    <>
      <div className="hidden sm:block">
        <div aria-hidden="true" className="mb-1 grid grid-cols-7 gap-1 text-center text-muted-foreground text-xs">
          {weekdays.map((day) => (
            <span key={day}>{words.weekday(day)}</span>
          ))}
        </div>
        <ol aria-label={t("publishing.calendar.days")} className="grid grid-cols-7 gap-1">
          {days.map((day) => (
            <DayCell key={day} day={day} {...props} />
          ))}
        </ol>
      </div>
      {daysWithPosts.length > 0 && (
        <ol aria-label={t("publishing.calendar.days")} className="grid gap-2 sm:hidden">
          {daysWithPosts.map((day) => (
            <DayCell key={day} day={day} {...props} showWeekday />
          ))}
        </ol>
      )}
    </>
  );
}

function DayCell({
  day,
  anchor,
  today,
  view,
  postsByDay,
  words,
  onOpenPost,
  showWeekday = false,
}: DaysProps & { day: DayKey; showWeekday?: boolean }) {
  const { t } = useTranslation();
  const posts = postsByDay.get(day) ?? [];
  const outside = view === "month" && !sameJalaliMonth(day, anchor);
  const isToday = day === today;
  return (
    <li
      className={cn(
        "flex min-w-0 flex-col gap-1.5 rounded-lg border bg-card p-1.5",
        view === "month" ? "sm:min-h-28" : "sm:min-h-48",
        outside && "bg-muted/40 text-muted-foreground",
        isToday && "border-primary ring-1 ring-primary",
      )}
    >
      <p className="flex items-center justify-between gap-1 text-xs">
        <span className="sr-only">{words.fullDate(day)}</span>
        <span aria-hidden="true" className="flex items-baseline gap-1">
          {showWeekday && <span className="text-muted-foreground">{words.weekday(day)}</span>}
          <span className="font-bold text-sm">{words.dayNumber(day)}</span>
        </span>
        {isToday && (
          <span className="rounded-full bg-primary px-1.5 text-[0.7rem] text-primary-foreground">
            {t("publishing.calendar.todayMark")}
          </span>
        )}
      </p>
      {posts.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {posts.map((post) => (
            <li key={post.id}>
              <PostItem post={post} words={words} onOpen={() => onOpenPost(post)} />
            </li>
          ))}
        </ul>
      ) : (
        view === "week" && (
          <p className="text-muted-foreground text-xs sm:sr-only">{t("publishing.calendar.noPosts")}</p>
        )
      )}
    </li>
  );
}
