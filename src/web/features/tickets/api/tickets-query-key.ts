import { useAuth } from "@/lib/auth/auth-context";

/** Every read of the user's tickets sits under one key per user, so a new ticket or reply refreshes them all. */
export function useTicketsQueryKey() {
  const { user } = useAuth();
  return ["tickets", user?.id ?? null] as const;
}
