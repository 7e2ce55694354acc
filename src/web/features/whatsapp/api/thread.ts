import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { threadKey, useWhatsappQueryKey } from "./whatsapp-query-key";

/** GET /api/whatsapp/connections/{id}/conversations/{customerNumber}: the latest messages, oldest first. */
export function useThread(connectionId: string, customerNumber: string) {
  const root = useWhatsappQueryKey();
  return useQuery({
    queryKey: threadKey(root, connectionId, customerNumber),
    queryFn: () =>
      dataOf(
        api.whatsapp.connections[":id"].conversations[":customer"].$get({
          param: { id: connectionId, customer: customerNumber },
        }),
      ),
  });
}
