import type { AdminPayment } from "@shared/admin";
import type { PaymentStatus } from "@shared/payments";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

export type PaymentFilter = PaymentStatus | "all";

/** GET /api/admin/payments: everyone's latest 50 payments, by status when filtered. */
export function useAdminPayments(status: PaymentFilter) {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "payments", status] as const,
    queryFn: async (): Promise<AdminPayment[]> => (await dataOf(api.admin.payments.$get({ query: { status } }))).items,
    placeholderData: (previous) => previous,
  });
}
