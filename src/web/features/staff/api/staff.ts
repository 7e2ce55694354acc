import type { StaffList } from "@shared/staff";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allStaffKey = ["staff"] as const;

/** GET /api/staff (DESIGN 35, the owner only): members, open invitations, and the plan's allowance. */
export function useStaff() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...allStaffKey, user?.id ?? null] as const,
    queryFn: (): Promise<StaffList> => dataOf(api.staff.$get()),
    enabled: user !== null,
  });
}
