import { type ShopSetup, showsShopSetup } from "@shared/shop-setup";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";
import { refreshAfterWrites } from "@/lib/query-client";

export const shopSetupKey = (userId: string | null) => ["shop-setup", userId] as const;

/** While the bot waits for its first /start, the step is looked at again this often: the seller is in their chat app. */
const waitingForStartMs = 4000;

/**
 * GET /api/shop-setup: the first steps' state. Every change the seller saves elsewhere in the workspace (a
 * bot, a product, a card) re-reads it, so a step is ticked the moment it is done.
 */
export function useShopSetup() {
  const { user } = useAuth();
  return useQuery({
    queryKey: shopSetupKey(user?.id ?? null),
    queryFn: (): Promise<ShopSetup> => dataOf(api["shop-setup"].$get()),
    enabled: user !== null,
    meta: refreshAfterWrites,
    refetchInterval: (query) => {
      const setup = query.state.data;
      return setup && showsShopSetup(setup) && setup.bot && !setup.bot.answered ? waitingForStartMs : false;
    },
  });
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
