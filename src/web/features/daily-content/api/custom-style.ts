import type { CustomCaptionStyle, CustomCaptionStyleState } from "@shared/custom-caption-style";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { reloadCachedDays } from "./content-day";

const customStyleQueryKey = ["daily-content", "custom-style"] as const;

/** GET /custom-style: the user's own caption style (decision 022) and whether the plan opens it. */
export function useCustomStyle() {
  const { user } = useAuth();
  return useQuery({
    queryKey: customStyleQueryKey,
    queryFn: () => dataOf(api["daily-content"]["custom-style"].$get()),
    enabled: user !== null,
  });
}

/** PUT or DELETE: the server recomposes today's custom captions, so the cached days are loaded again. */
function useCustomStyleChange<T>(send: (input: T) => Promise<CustomCaptionStyleState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (state) => {
      queryClient.setQueryData(customStyleQueryKey, state);
      await reloadCachedDays(queryClient);
    },
    onError: (error) => console.error("saving the custom caption style failed", error),
  });
}

export function useSaveCustomStyle() {
  return useCustomStyleChange((style: CustomCaptionStyle) =>
    dataOf(api["daily-content"]["custom-style"].$put({ json: style })),
  );
}

export function useDeleteCustomStyle() {
  return useCustomStyleChange(() => dataOf(api["daily-content"]["custom-style"].$delete()));
}
