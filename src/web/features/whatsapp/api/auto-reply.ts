import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { connectionsKey, useWhatsappQueryKey } from "./whatsapp-query-key";

/** PATCH /api/whatsapp/connections/{id}: turns the sales assistant's answers on or off for one number. */
export function useSetAutoReply(id: string) {
  const queryClient = useQueryClient();
  const root = useWhatsappQueryKey();
  return useMutation({
    mutationFn: (autoReply: boolean) =>
      dataOf(api.whatsapp.connections[":id"].$patch({ param: { id }, json: { auto_reply: autoReply } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKey(root) }),
  });
}
