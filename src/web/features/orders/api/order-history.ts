import type { OrderEvent } from "@shared/orders";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { allOrdersKey } from "./orders";

/** GET /api/orders/{id}/history, read when the history is opened. */
export function useOrderHistory(id: string, enabled: boolean) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...allOrdersKey, user?.id ?? null, "history", id] as const,
    queryFn: async (): Promise<OrderEvent[]> => (await dataOf(api.orders[":id"].history.$get({ param: { id } }))).items,
    enabled: enabled && user !== null,
  });
}
