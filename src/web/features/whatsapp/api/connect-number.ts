import type { WhatsappConnectInput } from "@shared/whatsapp";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { connectionsKey, useWhatsappQueryKey } from "./whatsapp-query-key";

/**
 * POST /api/whatsapp/connections: the server asks Meta about the number with the token before storing it;
 * the same phone number id again renews its tokens in place.
 */
export function useConnectWhatsappNumber() {
  const queryClient = useQueryClient();
  const root = useWhatsappQueryKey();
  return useMutation({
    mutationFn: (input: WhatsappConnectInput) => dataOf(api.whatsapp.connections.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKey(root) }),
  });
}
