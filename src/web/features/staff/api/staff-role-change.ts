import type { StaffRole } from "@shared/staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allStaffKey } from "./staff";

/** PUT /api/staff/members/{userId}: the member's next request acts with the new role. */
export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: StaffRole }) =>
      dataOf(api.staff.members[":userId"].$put({ param: { userId }, json: { role } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allStaffKey }),
  });
}
