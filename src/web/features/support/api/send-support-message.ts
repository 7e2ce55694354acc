import type { SupportMessageInput } from "@shared/support";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";

/** POST /api/support/messages: a /support or /contact message for the admin's inbox; a visitor may send one. */
export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (message: SupportMessageInput) => dataOf(api.support.messages.$post({ json: message })),
  });
}
