import type { TicketStatus } from "@shared/tickets";
import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** PUT /api/admin/inbox/tickets/{id}/status: open, in progress or closed; recorded as an admin action. */
export function useMoveTicket() {
  return useAdminMutation(({ id, status }: { id: string; status: TicketStatus }) =>
    dataOf(api.admin.inbox.tickets[":id"].status.$put({ param: { id }, json: { status } })),
  );
}
