import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useTicketsQueryKey } from "./tickets-query-key";

/** While a thread is open it is read again this often, so support's answer appears without a reload. */
export const threadRefreshMs = 10_000;

/** GET /api/tickets/{id}: one of the user's tickets with the replies of both sides, in order. */
export function useTicketThread(id: string) {
  const key = useTicketsQueryKey();
  return useQuery({
    queryKey: [...key, "thread", id] as const,
    queryFn: () => dataOf(api.tickets[":id"].$get({ param: { id } })),
    refetchInterval: threadRefreshMs,
  });
}
