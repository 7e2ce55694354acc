import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** POST /api/admin/users/{id}/unblock. */
export function useUnblockUser() {
  return useAdminMutation(({ id }: { id: string }) => dataOf(api.admin.users[":id"].unblock.$post({ param: { id } })));
}
