import type { AiQuota } from "@shared/chat";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const aiQuotaQueryKey = ["ai-quota"] as const;

async function fetchAiQuota(): Promise<AiQuota> {
  try {
    return await dataOf(api.ai.quota.$get());
  } catch (error) {
    console.error("loading the AI quota failed", error);
    throw error;
  }
}

/** The user's AI allowance now and which engine answers (DESIGN d5); refreshed after each message. */
export function useAiQuota() {
  const { user } = useAuth();
  return useQuery({
    queryKey: aiQuotaQueryKey,
    queryFn: fetchAiQuota,
    enabled: user !== null,
    // A used-up allowance comes back at Tehran midnight (free) or the month's turn (Eco): an open page sees it within a minute.
    refetchInterval: (query) => (query.state.data?.remaining === 0 ? 60_000 : false),
  });
}

/** Nothing is left to send for now; an unlimited plan's `remaining` is null, never 0. */
export function useAiAllowanceUsedUp(): boolean {
  return useAiQuota().data?.remaining === 0;
}
