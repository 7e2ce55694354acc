import type { DailyContentBody } from "@shared/daily-content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { replaceCachedContent } from "./content-day";

/** PUT /items/{id}: the edited draft replaces the day's content (000 §4). */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DailyContentBody }) =>
      dataOf(api["daily-content"].items[":id"].$put({ param: { id }, json: body })),
    onSuccess: (content) => replaceCachedContent(queryClient, content),
    onError: (error) => console.error("saving daily content failed", error),
  });
}
