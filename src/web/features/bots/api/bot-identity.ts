import { type BotIdentity, type BotPlatform, botTokenPattern } from "@shared/bots";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** A pasted token is asked about once: the bot it opens does not change while the form is open. */
export const botIdentityQuery = (platform: BotPlatform, token: string) =>
  queryOptions({
    queryKey: ["bot-identity", platform, token] as const,
    queryFn: (): Promise<BotIdentity> => dataOf(api.bots.identity.$post({ json: { platform, bot_token: token } })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** POST /api/bots/identity (issue 35): once the token is well formed, which bot it opens. */
export function useBotIdentity(platform: BotPlatform, token: string) {
  const wellFormed = botTokenPattern.test(token);
  return useQuery({ ...botIdentityQuery(platform, token), enabled: wellFormed });
}
