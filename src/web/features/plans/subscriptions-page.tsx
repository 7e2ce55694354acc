import "./catalog";
import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignInPrompt } from "@/components/chat/sign-in-prompt";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/features/auth/auth-context";
import { PlansOverview } from "./plans-overview";

/** /subscriptions (001 §2, §6): the plans are shown only after signing in; a visitor sees a prompt (DESIGN d12). */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPrompt
        icon={Crown}
        title={t("subscriptions.signIn.title")}
        description={t("subscriptions.signIn.description")}
        buttonLabel={t("subscriptions.signIn.button")}
        returnTo="/subscriptions"
      />
    );
  }
  return <PlansOverview />;
}
