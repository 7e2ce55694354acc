import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** DELETE /api/publishing/channels/{id}: the channel goes, the posts made there stay. */
export function useUnlinkChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.publishing.channels[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["channels"] }),
  });
}
