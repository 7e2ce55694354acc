import type { WhatsappTestInput } from "@shared/whatsapp";
import { api, dataOf } from "@/lib/api-client";
import { useAdminMutation } from "./admin-query-key";

/** POST /api/admin/whatsapp/test (000 §7 send-whatsapp-test); the server records the attempt either way. */
export function useSendWhatsappTest() {
  return useAdminMutation((values: WhatsappTestInput) => dataOf(api.admin.whatsapp.test.$post({ json: values })));
}
