import type { Profile, ProfilePage } from "@shared/profile";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { useAuth } from "@/lib/auth/auth-context";

const allProfilePagesKey = ["profile"] as const;

/** Per signed-in user, so one account never sees another's cached page. `null` is one's own profile. */
export const profilePageQueryKey = (viewerId: string | null, userParam: string | null) =>
  [...allProfilePagesKey, viewerId, userParam ?? "own"] as const;

function fetchProfilePage(userParam: string | null): Promise<ProfilePage> {
  return dataOf(api.profile.$get({ query: userParam ? { user: userParam } : {} }));
}

/** GET /api/profile[?user=]: the profile and every figure the page shows; another user's only for admins. */
export function useProfilePage(userParam: string | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: profilePageQueryKey(user?.id ?? null, userParam),
    queryFn: () => fetchProfilePage(userParam),
    enabled: user !== null,
  });
}

/** Changes the cached copy of every page that shows this user's profile. */
export function updateCachedProfile(
  queryClient: QueryClient,
  userId: string,
  change: (profile: Profile) => Profile,
): void {
  queryClient.setQueriesData<ProfilePage>({ queryKey: allProfilePagesKey }, (page) =>
    page?.profile.user_id === userId ? { ...page, profile: change(page.profile) } : page,
  );
}

/** Every cached profile page as it is now, to put back after a failed optimistic change. */
export function cachedProfilePages(queryClient: QueryClient) {
  return queryClient.getQueriesData<ProfilePage>({ queryKey: allProfilePagesKey });
}
