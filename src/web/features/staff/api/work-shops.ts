import type { WorkShop } from "@shared/staff";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allWorkShopsKey = ["work-shops"] as const;

/** GET /api/work-shops (DESIGN 35): the user's own shop first, then each whose staff they are, with the role. */
export function useWorkShops() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...allWorkShopsKey, user?.id ?? null] as const,
    queryFn: async (): Promise<WorkShop[]> => (await dataOf(api["work-shops"].$get())).items,
    enabled: user !== null,
  });
}
