import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** DELETE /api/bots/{id}: the webhook is removed first, then the bot. */
export function useDeleteBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.bots[":id"].$delete({ param: { id } })),
    // A deleted bot's linked channels (issue 19) went with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["bots"] }),
        queryClient.invalidateQueries({ queryKey: ["channels"] }),
      ]),
  });
}
