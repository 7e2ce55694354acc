import type { SellerChannel } from "@shared/publishing";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/** GET /api/publishing/channels: the channels the seller linked, the places a post can go. */
export function usePublishingChannels() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["publishing", "channels", user?.id ?? null],
    queryFn: async (): Promise<SellerChannel[]> => (await dataOf(api.publishing.channels.$get())).items,
    enabled: user !== null,
  });
}
