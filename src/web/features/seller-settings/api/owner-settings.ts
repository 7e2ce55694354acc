import type { OwnerSettings } from "@shared/owner-chat";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

const ownerSettingsKey = (userId: string | null) => ["owner-settings", userId] as const;

/** GET /api/seller-settings/owner (issue 37): where alerts go, the daily report's Tehran hour, a quiet day. */
export function useOwnerSettings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ownerSettingsKey(user?.id ?? null),
    queryFn: () => dataOf(api["seller-settings"].owner.$get()),
    enabled: user !== null,
  });
}

/** PUT /api/seller-settings/owner: kept for every alert and report from then on. */
export function useSaveOwnerSettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (settings: OwnerSettings) => dataOf(api["seller-settings"].owner.$put({ json: settings })),
    onSuccess: (settings) => queryClient.setQueryData(ownerSettingsKey(user?.id ?? null), settings),
  });
}
