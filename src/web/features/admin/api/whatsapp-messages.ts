import type { AdminWhatsappList } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAdminQueryKey } from "./admin-query-key";

/** GET /api/admin/whatsapp/messages: the count, the latest 50, and whether sending is wired yet. */
export function useWhatsappMessages() {
  const adminKey = useAdminQueryKey();
  return useQuery({
    queryKey: [...adminKey, "whatsapp"] as const,
    queryFn: (): Promise<AdminWhatsappList> => dataOf(api.admin.whatsapp.messages.$get()),
  });
}
