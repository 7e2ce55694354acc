import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useWhatsappQueryKey } from "./whatsapp-query-key";

/** DELETE /api/whatsapp/connections/{id}: the number's conversations are kept for a later reconnection. */
export function useDisconnectWhatsappNumber(id: string) {
  const queryClient = useQueryClient();
  const root = useWhatsappQueryKey();
  return useMutation({
    mutationFn: () => dataOf(api.whatsapp.connections[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}
