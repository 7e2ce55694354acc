import { useAuth } from "@/lib/auth/auth-context";

/** Every read of the user's sent e-mails sits under one key per user, so a resend or a new message refreshes them. */
export function useSentEmailsQueryKey() {
  const { user } = useAuth();
  return ["sent-emails", user?.id ?? null] as const;
}
