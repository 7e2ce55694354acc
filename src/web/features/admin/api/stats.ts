import type { AdminStats } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/stats: the figures above the tabs (000 §7, §9). */
export function useAdminStats() {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "stats"] as const,
    queryFn: (): Promise<AdminStats> => dataOf(api.admin.stats.$get()),
  });
}
