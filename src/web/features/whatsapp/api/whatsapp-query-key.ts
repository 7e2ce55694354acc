import { useAuth } from "@/lib/auth/auth-context";

/** Every read of the seller's WhatsApp sits under one key per user, so one account never sees another's. */
export function useWhatsappQueryKey() {
  const { user } = useAuth();
  return ["whatsapp", user?.id ?? null] as const;
}

export type WhatsappQueryKey = ReturnType<typeof useWhatsappQueryKey>;

export const connectionsKey = (root: WhatsappQueryKey) => [...root, "connections"] as const;
export const conversationsKey = (root: WhatsappQueryKey, connectionId: string) =>
  [...root, "conversations", connectionId] as const;
export const threadKey = (root: WhatsappQueryKey, connectionId: string, customerNumber: string) =>
  [...root, "thread", connectionId, customerNumber] as const;
