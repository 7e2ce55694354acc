import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSendForm } from "@/lib/api";
import { updateCachedProfile } from "./profile-page";

const uploadedAvatarSchema = z.object({ avatar_url: z.string() });

/** POST /api/profile/avatar (multipart, field `file`): the server checks size and bytes again (PROF-24). */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file }: { userId: string; file: File }) => {
      const form = new FormData();
      form.append("file", file);
      return apiSendForm("/api/profile/avatar", form, uploadedAvatarSchema);
    },
    onSuccess: ({ avatar_url }, { userId }) =>
      updateCachedProfile(queryClient, userId, (profile) => ({ ...profile, avatar_url })),
    onError: (error) => console.error("uploading the avatar failed", error),
  });
}
