import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** POST /api/admin/payments/{id}/refund: recorded with the reason, the plan it bought ends; no gateway call. */
export function useRefundPayment() {
  return useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    dataOf(api.admin.payments[":id"].refund.$post({ param: { id }, json: { reason } })),
  );
}
