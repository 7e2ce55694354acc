import type { inboxMessageSchema } from "@shared/support";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /api/admin/inbox/messages: the latest 50 messages of the /support and /contact forms, newest first. */
export function useInboxMessages() {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "inbox", "messages"] as const,
    queryFn: async (): Promise<InboxMessage[]> => (await dataOf(api.admin.inbox.messages.$get())).items,
  });
}
