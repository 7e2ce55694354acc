import type { OwnerChat, OwnerLink } from "@shared/owner-chat";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

const ownerChatsKey = (userId: string | null, botId: string) => ["bots", userId, botId, "owner-chats"] as const;

/**
 * GET /api/bots/{id}/owner-chats (issue 37): the accounts that get this bot's alerts. While a link is shown it is
 * read every few seconds, so the account that presses Start appears without a reload.
 */
export function useOwnerChats(botId: string, options: { waitingForLink: boolean }) {
  const { user } = useAuth();
  return useQuery({
    queryKey: ownerChatsKey(user?.id ?? null, botId),
    queryFn: async (): Promise<OwnerChat[]> =>
      (await dataOf(api.bots[":id"]["owner-chats"].$get({ param: { id: botId } }))).items,
    enabled: user !== null,
    refetchInterval: options.waitingForLink ? 3000 : false,
  });
}

/** POST /api/bots/{id}/owner-links: a one-time link, 15 minutes. */
export function useCreateOwnerLink(botId: string) {
  return useMutation({
    mutationFn: (): Promise<OwnerLink> => dataOf(api.bots[":id"]["owner-links"].$post({ param: { id: botId } })),
  });
}

/** DELETE /api/bots/{id}/owner-chats/{chatId}: that account's alerts and owner commands stop. */
export function useUnlinkOwnerChat(botId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (chatId: string) =>
      dataOf(api.bots[":id"]["owner-chats"][":chatId"].$delete({ param: { id: botId, chatId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerChatsKey(user?.id ?? null, botId) }),
  });
}
