import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useConversationsQueryKey } from "./conversations-query-key";

/** POST /api/conversations/{id}/messages: the bot sends the reply to the buyer; the conversation is taken over. */
export function useSendReply(id: string) {
  const queryClient = useQueryClient();
  const root = useConversationsQueryKey();
  return useMutation({
    mutationFn: (text: string) => dataOf(api.conversations[":id"].messages.$post({ param: { id }, json: { text } })),
    // A refusal (the buyer blocked the bot) changes the conversation too: read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
