import type { ShippingMethod, ShippingPreset } from "@shared/shipping";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * GET /api/shipping-methods, for the ship dialog: the preset of the method an order was sent by, which picks
 * its carrier. Under the shipping settings' own key, so an edit there is seen here. Null: no method, or gone
 * (or not read: the dialog then starts from `other`, and the server still asks for a code where one is due).
 */
export function useShippingPreset(
  methodId: string | null,
  enabled: boolean,
): { preset: ShippingPreset | null; loading: boolean } {
  const { user } = useAuth();
  const methods = useQuery({
    queryKey: ["shipping-methods", user?.id ?? null],
    queryFn: async (): Promise<ShippingMethod[]> => (await dataOf(api["shipping-methods"].$get())).items,
    enabled: enabled && methodId !== null && user !== null,
  });
  return {
    preset: methods.data?.find((method) => method.id === methodId)?.preset ?? null,
    loading: methods.isLoading,
  };
}
