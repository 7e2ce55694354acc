import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

/**
 * POST /api/tickets: live chat is a ticket thread with support (001 §2 "live chat", DESIGN d7); the
 * user's tickets are read again so /tickets lists it at once.
 */
export function useStartLiveChat() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; message: string }) =>
      dataOf(api.tickets.$post({ json: { title: input.title, description: input.message } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["tickets", user?.id ?? null] }),
  });
}
