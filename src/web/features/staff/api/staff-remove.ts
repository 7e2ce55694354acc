import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allStaffKey } from "./staff";

/** DELETE /api/staff/members/{userId}: their access ends at once, on every instance. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => dataOf(api.staff.members[":userId"].$delete({ param: { userId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allStaffKey }),
  });
}
