import type { TicketStatus } from "@shared/tickets";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useTicketsQueryKey } from "./tickets-query-key";

export type TicketFilter = TicketStatus | "all";

/** GET /api/tickets: the user's tickets searched by title (or number) and status, with the four counters. */
export function useTickets(query: { q: string; status: TicketFilter }) {
  const key = useTicketsQueryKey();
  return useQuery({
    queryKey: [...key, "list", query] as const,
    queryFn: () => dataOf(api.tickets.$get({ query })),
    placeholderData: (previous) => previous,
  });
}
