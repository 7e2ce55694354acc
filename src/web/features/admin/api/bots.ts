import type { AdminBot } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

export function useAdminBotsKey() {
  return [...useAdminQueryKey(), "bots"] as const;
}

/** GET /api/admin/bots: every seller's bots, newest connected first, with message and product counts. */
export function useAdminBots() {
  return useQuery({
    queryKey: useAdminBotsKey(),
    queryFn: async (): Promise<AdminBot[]> => (await dataOf(api.admin.bots.$get())).items,
  });
}
