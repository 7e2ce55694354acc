import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** PUT /api/admin/users/{id}/admin: grant or revoke the admin role (user_roles). */
export function useSetAdminRole() {
  return useAdminMutation(({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
    dataOf(api.admin.users[":id"].admin.$put({ param: { id }, json: { is_admin: isAdmin } })),
  );
}
