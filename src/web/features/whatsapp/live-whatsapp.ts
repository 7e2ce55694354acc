import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";
import { useRealtimeEvents } from "@/lib/realtime";
import { connectionsKey, conversationsKey, threadKey, useWhatsappQueryKey } from "./api/whatsapp-query-key";

/**
 * While /adminto is open, a message received or sent on one of the seller's numbers, or a delivery change,
 * reads that number's conversations and that thread again; a reconnect (events may have been missed)
 * reads everything again.
 */
export function useLiveWhatsapp() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const root = useWhatsappQueryKey();
  useRealtimeEvents("whatsapp", user !== null, (message) => {
    if (message.type === "resync") {
      void queryClient.invalidateQueries({ queryKey: root });
      return;
    }
    // A read already under way may have started before this change was stored: it is read again.
    const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    refresh(conversationsKey(root, message.connection_id));
    refresh(threadKey(root, message.connection_id, message.customer_number));
    // A number's first message also tells that Meta reached its webhook.
    refresh(connectionsKey(root));
  });
}
