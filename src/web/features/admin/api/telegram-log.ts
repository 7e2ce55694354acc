import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/telegram/logs: the latest 50 exchanges of the platform's assistant and sellers' bots. */
export function useTelegramLog() {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "telegram-log"] as const,
    queryFn: async () => (await dataOf(api.admin.telegram.logs.$get())).items,
  });
}
