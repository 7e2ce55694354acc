import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** DELETE /api/bots/{id}: the webhook is removed first, then the bot. */
export function useDeleteBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.bots[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bots"] }),
  });
}
