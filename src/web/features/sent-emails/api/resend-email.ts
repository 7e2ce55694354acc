import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useSentEmailsQueryKey } from "./sent-emails-query-key";

/** POST /api/me/emails/{id}/resend: the same e-mail again; the answer says whether it was delivered this time. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  const key = useSentEmailsQueryKey();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.me.emails[":id"].resend.$post({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
