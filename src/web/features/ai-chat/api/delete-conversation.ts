import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { type ConversationPages, changeConversations } from "../chat-pages";
import { messagesQueryKey } from "./conversation-messages";
import { conversationsQueryKey } from "./conversations";

/** Gone from the list at once; a failed delete is only logged and the list reloads (000 §8). */
export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.chat.conversations[":id"].$delete({ param: { id } })),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: conversationsQueryKey });
      queryClient.setQueryData<ConversationPages>(conversationsQueryKey, (data) =>
        changeConversations(data, (items) => items.filter((conversation) => conversation.id !== id)),
      );
    },
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: messagesQueryKey(id) }),
    onError: (error) => console.error("deleting a conversation failed", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
