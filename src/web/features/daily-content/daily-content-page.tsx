import "@/components/chat/catalog";
import "./catalog";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignedInOnly } from "@/components/signed-in-only";
import { DailyContentWorkspace } from "./daily-content-workspace";

/** /daily-content: a visitor sees the in-page sign-in prompt instead of the content (000 §2, DESIGN d12). */
export function DailyContentPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      icon={CalendarDays}
      title={t("dailyContent.signIn.title")}
      description={t("dailyContent.signIn.description")}
      buttonLabel={t("dailyContent.signIn.button")}
      returnTo="/daily-content"
    >
      {(user) => <DailyContentWorkspace key={user.id} />}
    </SignedInOnly>
  );
}
