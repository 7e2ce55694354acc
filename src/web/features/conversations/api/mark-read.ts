import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { inboxKey, useConversationsQueryKey } from "./conversations-query-key";

/** POST /api/conversations/{id}/read: the conversation is open, so what the buyer wrote so far is read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const root = useConversationsQueryKey();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.conversations[":id"].read.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey(root) }),
  });
}
