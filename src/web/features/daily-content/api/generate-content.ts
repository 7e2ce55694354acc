import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { cacheGeneratedDay } from "./content-day";
import { contentDaysQueryKey } from "./content-days";

/** POST /generate: today's content, made now or already there (201 or 200, the same answer). */
export function useGenerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api["daily-content"].generate.$post()),
    onSuccess: (day) => {
      cacheGeneratedDay(queryClient, day);
      void queryClient.invalidateQueries({ queryKey: contentDaysQueryKey });
    },
    onError: (error) => console.error("generating daily content failed", error),
  });
}
