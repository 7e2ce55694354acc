import type { inboxTicketSchema, TicketStatus } from "@shared/tickets";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

export type InboxTicket = z.infer<typeof inboxTicketSchema>;
export type InboxTicketFilter = TicketStatus | "all";

/** GET /api/admin/inbox/tickets: everyone's latest 50 tickets, by status when filtered. */
export function useInboxTickets(status: InboxTicketFilter) {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "inbox", "tickets", status] as const,
    queryFn: async (): Promise<InboxTicket[]> =>
      (await dataOf(api.admin.inbox.tickets.$get({ query: { status } }))).items,
    placeholderData: (previous) => previous,
  });
}
