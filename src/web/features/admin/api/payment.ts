import type { AdminPayment } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/payments/{id}, read when its details are opened; the dialog shows its loading and failure. */
export function useAdminPayment(id: string, enabled: boolean) {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "payment", id] as const,
    queryFn: (): Promise<AdminPayment> => dataOf(api.admin.payments[":id"].$get({ param: { id } })),
    enabled,
  });
}
