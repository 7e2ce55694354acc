import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { conversationsKey, threadKey, useWhatsappQueryKey } from "./whatsapp-query-key";

type Conversation = { connectionId: string; customerNumber: string };

/**
 * POST (take over) or DELETE (release) …/conversations/{customerNumber}/takeover: the number's auto-reply pauses
 * for this customer, who is told a person answers, or answers them again. The thread is read again (the notice
 * is a message of it).
 */
function useTakeover({ connectionId, customerNumber }: Conversation, hold: boolean) {
  const queryClient = useQueryClient();
  const root = useWhatsappQueryKey();
  const route = api.whatsapp.connections[":id"].conversations[":customer"].takeover;
  return useMutation({
    mutationFn: () => {
      const param = { id: connectionId, customer: customerNumber };
      return dataOf(hold ? route.$post({ param }) : route.$delete({ param }));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(root, connectionId, customerNumber) }),
        queryClient.invalidateQueries({ queryKey: conversationsKey(root, connectionId) }),
      ]),
  });
}

export const useTakeOver = (conversation: Conversation) => useTakeover(conversation, true);
export const useRelease = (conversation: Conversation) => useTakeover(conversation, false);
