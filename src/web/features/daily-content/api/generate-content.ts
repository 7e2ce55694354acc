import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "@/i18n/use-language";
import { api, dataOf } from "@/lib/api-client";
import { cacheGeneratedDay } from "./content-day";
import { contentDaysQueryKey } from "./content-days";

/**
 * POST /generate: today's content, made now or already there (201 or 200, the same answer), written in
 * the page's interface language.
 */
export function useGenerateContent() {
  const queryClient = useQueryClient();
  const { locale } = useLanguage();
  return useMutation({
    mutationFn: () => dataOf(api["daily-content"].generate.$post({ query: { locale } })),
    onSuccess: (day) => {
      cacheGeneratedDay(queryClient, day);
      void queryClient.invalidateQueries({ queryKey: contentDaysQueryKey });
    },
    onError: (error) => console.error("generating daily content failed", error),
  });
}
