import type { Profile } from "@shared/profile";
import { ImageUp } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { useUploadAvatar } from "./api/upload-avatar";
import { type AvatarFileProblem, avatarFileProblem } from "./avatar-file-check";
import { UserAvatar } from "./user-avatar";

const problemKeys = { tooLarge: "profile.avatar.tooLarge", notAnImage: "profile.avatar.notAnImage" } as const;

/** 000 §5: size and kind are refused here, before any upload; the server's own refusals are translated. */
function failureMessageKey(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === "avatar_too_large") return problemKeys.tooLarge;
    if (error.code === "not_an_image") return problemKeys.notAnImage;
    if (error.code === "avatar_too_many_pixels" || error.code === "rate_limited")
      return `errors.${error.code}` as const;
  }
  return "profile.avatar.failed";
}

/** PROF-22..27: pick a picture, upload it, and the summary card shows it at once. */
export function AvatarUploader({ profile, displayName }: { profile: Profile; displayName: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);
  const uploading = upload.isPending;

  function pick(file: File | undefined) {
    if (!file) return;
    const found = avatarFileProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(
      { userId: profile.user_id, file },
      {
        onSuccess: () => toast.success(t("profile.avatar.uploaded")),
        onError: (error) => toast.error(t(failureMessageKey(error))),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar
        name={profile.full_name}
        email={profile.email}
        url={profile.avatar_url}
        alt={t("profile.summary.avatarAlt", { name: displayName })}
        className="size-16 ring-2 ring-border"
      />
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor="profile-avatar-file">{t("profile.avatar.title")}</Label>
        <input
          ref={input}
          id="profile-avatar-file"
          type="file"
          accept="image/*"
          tabIndex={-1}
          className="sr-only"
          aria-describedby="profile-avatar-hint"
          disabled={uploading}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <Button
          variant="outline"
          className="self-start"
          disabled={uploading}
          aria-busy={uploading}
          aria-describedby="profile-avatar-hint"
          onClick={() => input.current?.click()}
        >
          {uploading ? <Spinner /> : <ImageUp aria-hidden="true" />}
          {uploading ? t("profile.avatar.uploading") : t("profile.avatar.choose")}
        </Button>
        <p id="profile-avatar-hint" className="text-muted-foreground text-xs">
          {t("profile.avatar.hint")}
        </p>
        <p role="alert" className="text-danger text-sm empty:hidden">
          {problem && t(problemKeys[problem])}
        </p>
      </div>
    </div>
  );
}
