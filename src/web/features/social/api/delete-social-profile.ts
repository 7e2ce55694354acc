import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { allSocialProfilesKey } from "./social-profiles";

/** DELETE /api/social/profiles/{id} (001 §7): the owner's only. */
export function useDeleteSocialProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.social.profiles[":id"].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allSocialProfilesKey }),
  });
}
