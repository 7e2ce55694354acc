import type { InvitationView } from "@shared/staff";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** GET /api/staff-invitations/{token}: whose shop, which role, for which address; no session needed. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["staff-invitation", token] as const,
    queryFn: (): Promise<InvitationView> => dataOf(api["staff-invitations"][":token"].$get({ param: { token } })),
    retry: false,
  });
}
