import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { conversationKey, useConversationsQueryKey } from "./conversations-query-key";

/** DELETE /api/conversations/{id}/takeover: the sales assistant answers this buyer again. */
export function useRelease(id: string) {
  const queryClient = useQueryClient();
  const root = useConversationsQueryKey();
  return useMutation({
    mutationFn: () => dataOf(api.conversations[":id"].takeover.$delete({ param: { id } })),
    onSuccess: (conversation) => queryClient.setQueryData(conversationKey(root, id), conversation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
