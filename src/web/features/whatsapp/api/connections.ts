import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { connectionsKey, useWhatsappQueryKey } from "./whatsapp-query-key";

/** GET /api/whatsapp/connections: the seller's numbers (tokens masked) and how many the plan allows. */
export function useWhatsappConnections() {
  const root = useWhatsappQueryKey();
  return useQuery({
    queryKey: connectionsKey(root),
    queryFn: () => dataOf(api.whatsapp.connections.$get()),
  });
}
