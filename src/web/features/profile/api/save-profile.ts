import type { ProfileFormInput } from "@shared/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { updateCachedProfile } from "./profile-page";

/** PUT /api/profile: creates the profile when none exists, otherwise updates it (000 §7, PROF-19). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileFormInput) => dataOf(api.profile.$put({ json: values })),
    onSuccess: (saved) => updateCachedProfile(queryClient, saved.user_id, () => saved),
    onError: (error) => console.error("saving the profile failed", error),
  });
}
