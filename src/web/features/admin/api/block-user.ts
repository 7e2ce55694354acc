import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** POST /api/admin/users/{id}/block: sessions end, sign-in is refused, the user's bots fall silent. */
export function useBlockUser() {
  return useAdminMutation(({ id, reason }: { id: string; reason: string }) =>
    dataOf(api.admin.users[":id"].block.$post({ param: { id }, json: { reason } })),
  );
}
