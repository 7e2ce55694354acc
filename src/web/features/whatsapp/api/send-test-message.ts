import type { WhatsappTestInput } from "@shared/whatsapp";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { conversationsKey, useWhatsappQueryKey } from "./whatsapp-query-key";

/** POST /api/whatsapp/connections/{id}/test (000 §7 send-whatsapp-test); the attempt is recorded either way. */
export function useSendTestMessage(id: string) {
  const queryClient = useQueryClient();
  const root = useWhatsappQueryKey();
  return useMutation({
    mutationFn: (input: WhatsappTestInput) =>
      dataOf(api.whatsapp.connections[":id"].test.$post({ param: { id }, json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationsKey(root, id) }),
  });
}
