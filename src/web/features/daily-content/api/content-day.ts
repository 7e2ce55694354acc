import type { DailyContent, DailyContentDay } from "@shared/daily-content";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** `null` is today (GET /today); a YYYY-MM-DD date is a day of the history (GET /days/{date}). */
export const contentDayQueryKey = (date: string | null) => ["daily-content", "day", date ?? "today"] as const;
const allDaysQueryKey = ["daily-content", "day"] as const;

/** 000 §8: a failed load is only logged; the page then shows its empty state. */
async function fetchContentDay(date: string | null): Promise<DailyContentDay> {
  try {
    const days = api["daily-content"];
    return await dataOf(date === null ? days.today.$get() : days.days[":date"].$get({ param: { date } }));
  } catch (error) {
    console.error("loading daily content failed", error);
    throw error;
  }
}

/** One day's content and what the user's plan opens in it. */
export function useContentDay(date: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: contentDayQueryKey(date),
    queryFn: () => fetchContentDay(date),
    enabled: user !== null,
  });
}

/** Saved or improved content replaces the copy of every cached day that shows it. */
export function replaceCachedContent(queryClient: QueryClient, content: DailyContent) {
  queryClient.setQueriesData<DailyContentDay>({ queryKey: allDaysQueryKey }, (day) =>
    day?.content?.id === content.id ? { ...day, content } : day,
  );
}

/** Loads every cached day again, when the server holds a newer copy than the page (content_changed). */
export function reloadCachedDays(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: allDaysQueryKey });
}

/** A newly generated day is both today's answer and its own date's. */
export function cacheGeneratedDay(queryClient: QueryClient, day: DailyContentDay) {
  queryClient.setQueryData(contentDayQueryKey(null), day);
  queryClient.setQueryData(contentDayQueryKey(day.date), day);
}
