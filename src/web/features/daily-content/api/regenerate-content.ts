import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "@/i18n/use-language";
import { api, dataOf } from "@/lib/api-client";
import { cacheGeneratedDay } from "./content-day";
import { contentDaysQueryKey } from "./content-days";

/** POST /items/{id}/regenerate: today's content composed again in the page's language, one of the plan's regenerations. */
export function useRegenerateContent() {
  const queryClient = useQueryClient();
  const { locale } = useLanguage();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api["daily-content"].items[":id"].regenerate.$post({ param: { id }, query: { locale } })),
    onSuccess: (day) => {
      cacheGeneratedDay(queryClient, day);
      void queryClient.invalidateQueries({ queryKey: contentDaysQueryKey });
    },
    onError: (error) => console.error("regenerating daily content failed", error),
  });
}
