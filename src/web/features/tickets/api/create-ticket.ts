import type { NewTicketInput } from "@shared/tickets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useTicketsQueryKey } from "./tickets-query-key";

/** POST /api/tickets: opens a ticket; the answer carries its real number for the toast (001 §8). */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  const key = useTicketsQueryKey();
  return useMutation({
    mutationFn: (input: NewTicketInput) => dataOf(api.tickets.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
