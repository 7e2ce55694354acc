import type { SocialProfileList } from "@shared/social";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

export const allSocialProfilesKey = ["social-profiles"] as const;

/** Per signed-in user, so one account never sees another's cached profiles. */
const socialProfilesQueryKey = (userId: string | null) => [...allSocialProfilesKey, userId] as const;

/** GET /api/social/profiles (001 §7): own Instagram profiles newest first, and whether login is available. */
export function useSocialProfiles() {
  const { user } = useAuth();
  return useQuery({
    queryKey: socialProfilesQueryKey(user?.id ?? null),
    queryFn: (): Promise<SocialProfileList> => dataOf(api.social.profiles.$get()),
    enabled: user !== null,
  });
}

/** After the popup reports: the list is read again, whatever the report said. */
export function useRefreshSocialProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: allSocialProfilesKey });
}
