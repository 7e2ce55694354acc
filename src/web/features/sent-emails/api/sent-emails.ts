import type { SentEmailListQuery } from "@shared/sent-emails";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useSentEmailsQueryKey } from "./sent-emails-query-key";

/** GET /api/me/emails: the latest 50 matching e-mails, counters over all of them, and the mail mode. */
export function useSentEmails(query: SentEmailListQuery) {
  const key = useSentEmailsQueryKey();
  return useQuery({
    queryKey: [...key, "list", query] as const,
    queryFn: () => dataOf(api.me.emails.$get({ query })),
    placeholderData: (previous) => previous,
  });
}
