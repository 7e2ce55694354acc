import type { StaffInviteValues } from "@shared/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allStaffKey } from "./staff";

/** POST /api/staff/invitations: the invitation, e-mailed, with the link to pass on when no mail arrives. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StaffInviteValues) => dataOf(api.staff.invitations.$post({ json: values })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allStaffKey }),
  });
}
