import { MutationCache, QueryClient } from "@tanstack/react-query";
import { onShopSwitch } from "./acting-shop";
import { setLoadedQueryClient } from "./loaded-query-client";

/**
 * A query that sums up what several features store (the first-steps checklist) carries this meta: any
 * successful write re-reads it, without every feature's mutations knowing about it.
 */
export const refreshAfterWrites = { refreshAfterWrites: true } as const;

/** The one cache of server answers, shared by every page but the landing page (which caches none). */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.meta?.refreshAfterWrites === true }),
  }),
});
setLoadedQueryClient(queryClient);
// DESIGN 35: another shop's answers replace every cached one; what is on screen is read again for it.
onShopSwitch(() => void queryClient.resetQueries());
