import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allWorkShopsKey } from "./work-shops";

/** POST /api/staff-invitations/{token}/accept, signed in with the invited address: the shop's id to work in. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataOf(api["staff-invitations"][":token"].accept.$post({ param: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allWorkShopsKey }),
  });
}
