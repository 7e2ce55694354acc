import type { Profile } from "@shared/profile";
import { Card, CardContent } from "@/components/ui/card";
import { AvatarUploader } from "./avatar-uploader";
import { ProfileForm } from "./profile-form";

/** 000 §2: the settings tab holds the avatar upload and the profile form. */
export function SettingsTab({ profile, displayName, own }: { profile: Profile; displayName: string; own: boolean }) {
  return (
    <div className="flex flex-col gap-6">
      {own && (
        <Card>
          <CardContent className="pt-6">
            <AvatarUploader profile={profile} displayName={displayName} />
          </CardContent>
        </Card>
      )}
      <ProfileForm key={profile.user_id} profile={profile} readOnly={!own} />
    </div>
  );
}
