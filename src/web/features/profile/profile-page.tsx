import "./catalog";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SignInPrompt } from "@/components/chat/sign-in-prompt";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/features/auth/auth-context";
import { ProfileWorkspace } from "./profile-workspace";

/** /profile: a visitor sees the access-restricted card instead (000 §2, DESIGN d12, PROF-01). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPrompt
        icon={Lock}
        title={t("profile.signIn.title")}
        description={t("profile.signIn.description")}
        buttonLabel={t("profile.signIn.button")}
        returnTo={`${location.pathname}${location.search}`}
      />
    );
  }
  return <ProfileWorkspace key={user.id} />;
}
