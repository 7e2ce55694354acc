import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { conversationKey, useConversationsQueryKey } from "./conversations-query-key";

/** GET /api/conversations/{id}: the buyer, the channel, their orders and who holds the conversation. */
export function useConversation(id: string) {
  const root = useConversationsQueryKey();
  return useQuery({
    queryKey: conversationKey(root, id),
    queryFn: () => dataOf(api.conversations[":id"].$get({ param: { id } })),
  });
}
