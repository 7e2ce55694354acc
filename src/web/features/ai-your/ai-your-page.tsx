import "@/components/chat/catalog";
import "./catalog";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignedInOnly } from "@/components/signed-in-only";
import { AiYourWorkspace } from "./ai-your-workspace";

/** /ai-your, "your intelligence": a visitor sees the in-page sign-in prompt (DESIGN d12). */
export function AiYourPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      icon={Sparkles}
      title={t("aiYour.signIn.title")}
      description={t("aiYour.signIn.description")}
      buttonLabel={t("aiYour.signIn.button")}
      returnTo="/ai-your"
    >
      {(user) => <AiYourWorkspace key={user.id} />}
    </SignedInOnly>
  );
}
