import "./catalog";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SignedInOnly } from "@/components/signed-in-only";
import { ProfileWorkspace } from "./profile-workspace";

/** /profile: a visitor sees the access-restricted card instead (000 §2, DESIGN d12, PROF-01). */
export function ProfilePage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <SignedInOnly
      icon={Lock}
      title={t("profile.signIn.title")}
      description={t("profile.signIn.description")}
      buttonLabel={t("profile.signIn.button")}
      returnTo={`${location.pathname}${location.search}`}
    >
      {(user) => <ProfileWorkspace key={user.id} />}
    </SignedInOnly>
  );
}
