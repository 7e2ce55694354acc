import { QueryClient } from "@tanstack/react-query";
import { setLoadedQueryClient } from "./loaded-query-client";

/** The one cache of server answers, shared by every page but the landing page (which caches none). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});
setLoadedQueryClient(queryClient);
