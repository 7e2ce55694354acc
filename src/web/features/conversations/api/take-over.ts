import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { conversationKey, useConversationsQueryKey } from "./conversations-query-key";

/** POST /api/conversations/{id}/takeover: the sales assistant pauses for this buyer, who is told a person answers. */
export function useTakeOver(id: string) {
  const queryClient = useQueryClient();
  const root = useConversationsQueryKey();
  return useMutation({
    mutationFn: () => dataOf(api.conversations[":id"].takeover.$post({ param: { id } })),
    onSuccess: (conversation) => queryClient.setQueryData(conversationKey(root, id), conversation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
