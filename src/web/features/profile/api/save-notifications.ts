import type { NotificationPreferences } from "@shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { cachedProfilePages, updateCachedProfile } from "./profile-page";

type SaveNotifications = { userId: string; preferences: NotificationPreferences };

/**
 * PUT /api/profile/notifications (DESIGN d7): the switch moves at once; a failed save puts it back.
 */
export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ preferences }: SaveNotifications) => dataOf(api.profile.notifications.$put({ json: preferences })),
    onMutate: async ({ userId, preferences }: SaveNotifications) => {
      await queryClient.cancelQueries({ queryKey: ["profile"] });
      const before = cachedProfilePages(queryClient);
      updateCachedProfile(queryClient, userId, (profile) => ({ ...profile, notifications: preferences }));
      return { before };
    },
    onError: (error, _variables, context) => {
      console.error("saving the notification preferences failed", error);
      for (const [queryKey, page] of context?.before ?? []) queryClient.setQueryData(queryKey, page);
    },
    onSuccess: (saved, { userId }) =>
      updateCachedProfile(queryClient, userId, (profile) => ({ ...profile, notifications: saved })),
  });
}
