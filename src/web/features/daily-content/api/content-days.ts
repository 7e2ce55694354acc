import type { DailyContentHistory } from "@shared/daily-content";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const contentDaysQueryKey = ["daily-content", "history"] as const;

/** 000 §8: a failed load is only logged; the history then lists no days. */
async function fetchContentDays(): Promise<DailyContentHistory> {
  try {
    return await dataOf(api["daily-content"].days.$get());
  } catch (error) {
    console.error("loading the daily content history failed", error);
    throw error;
  }
}

/** The user's days with content, newest first (at most 60). */
export function useContentDays() {
  const { user } = useAuth();
  return useQuery({ queryKey: contentDaysQueryKey, queryFn: fetchContentDays, enabled: user !== null });
}
