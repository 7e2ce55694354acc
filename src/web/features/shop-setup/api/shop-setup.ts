import type { ShopSetup } from "@shared/shop-setup";
import { shopSetupProgress, showsShopSetup } from "@shared/shop-setup-steps";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { refreshAfterWrites } from "@/lib/query-client";

export const shopSetupKey = (userId: string | null) => ["shop-setup", userId] as const;

/** While /start is the one step left, it is looked at again this often: the seller is in their chat app. */
const waitingForStartMs = 5000;

/** Only the last step waits on something outside the app (the seller's own chat with the bot). */
function waitsForStart(setup: ShopSetup | undefined): boolean {
  if (!setup || !showsShopSetup(setup)) return false;
  const progress = shopSetupProgress(setup);
  return progress.bot && progress.product && progress.payment && !progress.start;
}

/**
 * GET /api/shop-setup: the first steps' state. Every change the seller saves elsewhere in the workspace (a
 * bot, a product, a card) re-reads it, so a step is ticked the moment it is done.
 */
export function shopSetupQuery(userId: string | null) {
  return queryOptions({
    queryKey: shopSetupKey(userId),
    queryFn: (): Promise<ShopSetup> => dataOf(api["shop-setup"].$get()),
    enabled: userId !== null,
    meta: refreshAfterWrites,
    refetchInterval: (query) => (waitsForStart(query.state.data) ? waitingForStartMs : false),
  });
}

export function useShopSetup() {
  const { user } = useAuth();
  return useQuery(shopSetupQuery(user?.id ?? null));
}

/** POST /api/shop-setup/dismissal: closed for good, on every device. */
export function useDismissShopSetup() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: () => dataOf(api["shop-setup"].dismissal.$post()),
    onSuccess: () =>
      queryClient.setQueryData<ShopSetup>(shopSetupKey(user?.id ?? null), (setup) =>
        setup ? { ...setup, dismissed: true } : setup,
      ),
  });
}
