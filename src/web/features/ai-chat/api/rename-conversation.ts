import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { type ConversationPages, changeConversations } from "../chat-pages";
import { conversationsQueryKey } from "./conversations";

/** The new title shows at once; a failed save is only logged and the old title comes back (000 §8). */
export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      dataOf(api.chat.conversations[":id"].$patch({ param: { id }, json: { title } })),
    onMutate: async ({ id, title }) => {
      await queryClient.cancelQueries({ queryKey: conversationsQueryKey });
      const before = queryClient.getQueryData<ConversationPages>(conversationsQueryKey);
      queryClient.setQueryData<ConversationPages>(conversationsQueryKey, (data) =>
        changeConversations(data, (items) =>
          items.map((conversation) => (conversation.id === id ? { ...conversation, title } : conversation)),
        ),
      );
      return { before };
    },
    onError: (error, _input, context) => {
      console.error("renaming a conversation failed", error);
      if (context?.before) queryClient.setQueryData(conversationsQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
