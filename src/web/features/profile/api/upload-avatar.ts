import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api-client";
import { updateCachedProfile } from "./profile-page";

/** POST /api/profile/avatar (multipart, field `file`): the server checks size and bytes again (PROF-24). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file }: { userId: string; file: File }) => dataOf(api.profile.avatar.$post({ form: { file } })),
    onSuccess: ({ avatar_url }, { userId }) =>
      updateCachedProfile(queryClient, userId, (profile) => ({ ...profile, avatar_url })),
    onError: (error) => console.error("uploading the avatar failed", error),
  });
}
