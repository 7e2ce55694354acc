import type { AdminAction } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/actions: the latest 50 admin actions, newest first; every action reads it again. */
export function useAdminActions() {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "actions"] as const,
    queryFn: async (): Promise<AdminAction[]> => (await dataOf(api.admin.actions.$get())).items,
  });
}
