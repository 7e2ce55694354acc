import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/**
 * POST /api/admin/payments/{id}/refund: recorded with the reason; the unused plan days it bought are taken
 * back (the plan ends when nothing else remains). No gateway call.
 */
export function useRefundPayment() {
  return useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    dataOf(api.admin.payments[":id"].refund.$post({ param: { id }, json: { reason } })),
  );
}
