import type { LinkChannelInput } from "@shared/publishing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** POST /api/publishing/channels: the server asks the platform whether the bot may post there, then links it. */
export function useLinkChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkChannelInput) => dataOf(api.publishing.channels.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["channels"] }),
  });
}
