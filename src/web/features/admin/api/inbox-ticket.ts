import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** While support reads a thread it is read again this often, so the user's new message shows up by itself. */
const threadRefreshMs = 10_000;

/** GET /api/admin/inbox/tickets/{id}: any user's ticket with its thread, read when support opens it. */
export function useInboxTicket(id: string) {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "inbox", "ticket", id] as const,
    queryFn: () => dataOf(api.admin.inbox.tickets[":id"].$get({ param: { id } })),
    refetchInterval: threadRefreshMs,
  });
}
