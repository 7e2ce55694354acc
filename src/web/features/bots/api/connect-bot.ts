import type { ConnectBotInput } from "@shared/bots";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** POST /api/bots: the server checks the token with the platform, sets the webhook and stores the bot. */
export function useConnectBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectBotInput) => dataOf(api.bots.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bots"] }),
  });
}
