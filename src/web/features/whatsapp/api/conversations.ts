import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { conversationsKey, useWhatsappQueryKey } from "./whatsapp-query-key";

/** GET /api/whatsapp/connections/{id}/conversations: one number's conversations, the latest first. */
export function useConversations(connectionId: string) {
  const root = useWhatsappQueryKey();
  return useQuery({
    queryKey: conversationsKey(root, connectionId),
    queryFn: async () =>
      (await dataOf(api.whatsapp.connections[":id"].conversations.$get({ param: { id: connectionId } }))).items,
  });
}
