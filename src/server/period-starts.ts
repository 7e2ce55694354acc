import { tehranDayStart, tehranIsoDate, tehranWeekStart } from "../shared/tehran-calendar";

/**
 * A period's start in Tehran's calendar costs 15-20 µs to work out and is asked on every hot read, yet changes
 * once a day or month: it is kept until the next period begins (`laterMs` after a start lands inside the next period).
 */
export function periodStarts(startOf: (now: Date) => Date, laterMs: number) {
  let start = new Date(0);
  let nextStart = 0;
  const current = (now: Date): Date => {
    const at = now.getTime();
    if (at < start.getTime() || at >= nextStart) {
      start = startOf(now);
      nextStart = startOf(new Date(start.getTime() + laterMs)).getTime();
    }
    return start;
  };
  /** When the period `now` is in ends (epoch ms): the next one's start. */
  const endOf = (now: Date): number => {
    current(now);
    return nextStart;
  };
  return Object.assign(current, { endOf });
}

/** A period's start as Tehran's calendar date (YYYY-MM-DD), worked out again only when the period changes. */
export function periodDates(startOf: (now: Date) => Date, laterMs: number) {
  const starts = periodStarts(startOf, laterMs);
  let start: Date | undefined;
  let date = "";
  return (now: Date): string => {
    const current = starts(now);
    if (current !== start) {
      start = current;
      date = tehranIsoDate(current);
    }
    return date;
  };
}

/** Today in Tehran, YYYY-MM-DD: asked on every daily content read. */
export const tehranToday = periodDates(tehranDayStart, 36 * 3_600_000);
/** The Saturday the Iranian week began on, YYYY-MM-DD. */
export const tehranWeekStartDate = periodDates(tehranWeekStart, 8 * 86_400_000);
