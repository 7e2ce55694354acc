import "@/components/chat/catalog";
import "./catalog";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignInPrompt } from "@/components/chat/sign-in-prompt";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/features/auth/auth-context";
import { AiYourWorkspace } from "./ai-your-workspace";

/** /ai-your, "your intelligence": a visitor sees the in-page sign-in prompt (DESIGN d12). */
export function AiYourPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPrompt
        icon={Sparkles}
        title={t("aiYour.signIn.title")}
        description={t("aiYour.signIn.description")}
        buttonLabel={t("aiYour.signIn.button")}
        returnTo="/ai-your"
      />
    );
  }
  return <AiYourWorkspace key={user.id} />;
}
