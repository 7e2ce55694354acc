import "@/components/chat/catalog";
import "./catalog";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignInPrompt } from "@/components/chat/sign-in-prompt";
import { PageSpinner } from "@/components/page-spinner";
import { useAuth } from "@/features/auth/auth-context";
import { DailyContentWorkspace } from "./daily-content-workspace";

/** /daily-content: a visitor sees the in-page sign-in prompt instead of the content (000 §2, DESIGN d12). */
export function DailyContentPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <SignInPrompt
        icon={CalendarDays}
        title={t("dailyContent.signIn.title")}
        description={t("dailyContent.signIn.description")}
        buttonLabel={t("dailyContent.signIn.button")}
        returnTo="/daily-content"
      />
    );
  }
  return <DailyContentWorkspace key={user.id} />;
}
