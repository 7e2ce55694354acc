import { dailyContentDaySchema } from "@shared/daily-content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/lib/api";
import { cacheGeneratedDay } from "./content-day";
import { contentDaysQueryKey } from "./content-days";

/** POST /generate: today's content, made now or already there (201 or 200, the same answer). */
export function useGenerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend("POST", "/api/daily-content/generate", undefined, dailyContentDaySchema),
    onSuccess: (day) => {
      cacheGeneratedDay(queryClient, day);
      void queryClient.invalidateQueries({ queryKey: contentDaysQueryKey });
    },
    onError: (error) => console.error("generating daily content failed", error),
  });
}
