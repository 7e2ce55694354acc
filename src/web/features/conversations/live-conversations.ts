import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth/auth-context";
import { useRealtimeEvents } from "@/lib/realtime";
import { conversationKey, inboxKey, threadKey, useConversationsQueryKey } from "./api/conversations-query-key";

/**
 * While the workspace is open, a buyer's message to a bot, a person's reply, a takeover, a read or a buyer asking
 * for a person reads the inbox and that conversation again; so does a WhatsApp message. A reconnect (changes may
 * have been missed: the stream says `resync`) reads everything again.
 */
export function useLiveConversations() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const root = useConversationsQueryKey();
  // A read already under way may have started before this change was stored: it is read again.
  const refresh = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  useRealtimeEvents("conversation", user !== null, (message) => {
    if (message.type === "resync") return refresh(root);
    refresh(inboxKey(root));
    refresh(conversationKey(root, message.conversation_id));
    refresh(threadKey(root, message.conversation_id));
  });
  useRealtimeEvents("whatsapp", user !== null, (message) => {
    if (message.type !== "resync") refresh(inboxKey(root));
  });
}
