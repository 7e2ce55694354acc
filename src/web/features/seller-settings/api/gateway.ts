import type { SaveGatewayInput } from "@shared/seller-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

const gatewayKey = (userId: string | null) => ["seller-gateway", userId] as const;

/** GET /api/seller-settings/gateway: the seller's gateway, masked, or null. */
export function useGateway() {
  const { user } = useAuth();
  return useQuery({
    queryKey: gatewayKey(user?.id ?? null),
    queryFn: async () => (await dataOf(api["seller-settings"].gateway.$get())).gateway,
    enabled: user !== null,
  });
}

/** PUT /api/seller-settings/gateway: insert or update the merchant id (001 §4). */
export function useSaveGateway() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: SaveGatewayInput) => dataOf(api["seller-settings"].gateway.$put({ json: input })),
    onSuccess: (gateway) => queryClient.setQueryData(gatewayKey(user?.id ?? null), gateway),
  });
}
