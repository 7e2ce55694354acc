import { useMutation, useQueryClient } from "@tanstack/react-query";
import { aiQuotaQueryKey } from "@/components/chat/ai-quota";
import { api, dataOf } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { reloadCachedDays, replaceCachedContent } from "./content-day";

/** POST /items/{id}/improve: the server saves the improved content and spends one AI message of the plan. */
export function useImproveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: string }) =>
      dataOf(
        api["daily-content"].items[":id"].improve.$post({ param: { id }, json: { improvement_request: request } }),
      ),
    onSuccess: (response) => replaceCachedContent(queryClient, response.improved_content),
    onError: (error) => {
      console.error("improving daily content failed", error);
      if (error instanceof ApiError && error.code === "content_changed") void reloadCachedDays(queryClient);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiQuotaQueryKey }),
  });
}
