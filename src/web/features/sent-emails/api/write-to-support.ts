import type { SupportMessageInput } from "@shared/support";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useSentEmailsQueryKey } from "./sent-emails-query-key";

/** POST /api/support/messages: the new-e-mail dialog's message; its receipt e-mail then joins the list. */
export function useWriteToSupport() {
  const queryClient = useQueryClient();
  const key = useSentEmailsQueryKey();
  return useMutation({
    mutationFn: (input: SupportMessageInput) => dataOf(api.support.messages.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
