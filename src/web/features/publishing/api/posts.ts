import type { ChannelPost } from "@shared/publishing";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allPostsKey = ["publishing", "posts"] as const;

/** GET /api/publishing/posts?from&to: the seller's posts due in the calendar's days, by time. */
export function usePosts(range: { from: string; to: string }) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...allPostsKey, user?.id ?? null, range.from, range.to],
    queryFn: async (): Promise<ChannelPost[]> => (await dataOf(api.publishing.posts.$get({ query: range }))).items,
    enabled: user !== null,
    // Moving to the next week keeps the last one's posts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
