import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { inboxKey, useConversationsQueryKey } from "./conversations-query-key";

/** POST /api/conversations/whatsapp-reads: a WhatsApp conversation opened from the inbox is read. */
export function useMarkWhatsappRead() {
  const queryClient = useQueryClient();
  const root = useConversationsQueryKey();
  return useMutation({
    mutationFn: (conversation: { connection_id: string; customer_number: string }) =>
      dataOf(api.conversations["whatsapp-reads"].$post({ json: conversation })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey(root) }),
  });
}
