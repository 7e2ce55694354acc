import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/**
 * POST /api/admin/inbox/tickets/{id}/replies: support answers (an open ticket moves to in progress); the
 * owner is e-mailed with a link to the thread. Recorded as an admin action.
 */
export function useAnswerTicket() {
  return useAdminMutation(({ id, body }: { id: string; body: string }) =>
    dataOf(api.admin.inbox.tickets[":id"].replies.$post({ param: { id }, json: { body } })),
  );
}
