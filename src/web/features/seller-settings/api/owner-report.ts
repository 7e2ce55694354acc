import type { OwnerReportSettings } from "@shared/owner-chat";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

const ownerReportKey = (userId: string | null) => ["owner-report-settings", userId] as const;

/** GET /api/seller-settings/owner-report (issue 37): the daily report's Tehran hour and what a quiet day gets. */
export function useOwnerReportSettings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ownerReportKey(user?.id ?? null),
    queryFn: () => dataOf(api["seller-settings"]["owner-report"].$get()),
    enabled: user !== null,
  });
}

/** PUT /api/seller-settings/owner-report: kept for every day's report from then on. */
export function useSaveOwnerReportSettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (settings: OwnerReportSettings) =>
      dataOf(api["seller-settings"]["owner-report"].$put({ json: settings })),
    onSuccess: (settings) => queryClient.setQueryData(ownerReportKey(user?.id ?? null), settings),
  });
}
