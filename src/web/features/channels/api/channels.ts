import type { SellerChannel } from "@shared/publishing";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** Per signed-in user, so one account never sees another's cached channels. */
export const channelsQueryKey = (userId: string | null) => ["channels", userId] as const;

/** GET /api/publishing/channels (issue 19): the seller's linked channels, newest first, each with its bot. */
export function useChannels() {
  const { user } = useAuth();
  return useQuery({
    queryKey: channelsQueryKey(user?.id ?? null),
    queryFn: async (): Promise<SellerChannel[]> => (await dataOf(api.publishing.channels.$get())).items,
    enabled: user !== null,
  });
}
