import { type DailyContentBody, dailyContentSchema } from "@shared/daily-content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/lib/api";
import { replaceCachedContent } from "./content-day";

/** PUT /{id}: the edited draft replaces the day's content (000 §4). */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DailyContentBody }) =>
      apiSend("PUT", `/api/daily-content/${id}`, body, dailyContentSchema),
    onSuccess: (content) => replaceCachedContent(queryClient, content),
    onError: (error) => console.error("saving daily content failed", error),
  });
}
