import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useTicketsQueryKey } from "./tickets-query-key";

/** POST /api/tickets/{id}/replies: the user writes in the thread; the list's last reply and status follow. */
export function useReplyToTicket(id: string) {
  const queryClient = useQueryClient();
  const key = useTicketsQueryKey();
  return useMutation({
    mutationFn: (body: string) => dataOf(api.tickets[":id"].replies.$post({ param: { id }, json: { body } })),
    onSuccess: (thread) => queryClient.setQueryData([...key, "thread", id], thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
