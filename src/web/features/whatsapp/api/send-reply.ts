import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { conversationsKey, threadKey, useWhatsappQueryKey } from "./whatsapp-query-key";

/**
 * POST …/conversations/{customerNumber}/messages: the seller's reply by hand. A refused send is recorded on
 * the thread too (status failed, with its reason), so the thread is read again either way.
 */
export function useSendReply(connectionId: string, customerNumber: string) {
  const queryClient = useQueryClient();
  const root = useWhatsappQueryKey();
  return useMutation({
    mutationFn: (text: string) =>
      dataOf(
        api.whatsapp.connections[":id"].conversations[":customer"].messages.$post({
          param: { id: connectionId, customer: customerNumber },
          json: { text },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(root, connectionId, customerNumber) }),
        queryClient.invalidateQueries({ queryKey: conversationsKey(root, connectionId) }),
      ]),
  });
}
