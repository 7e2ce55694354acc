import "./catalog";
import { Megaphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignedInOnly } from "@/components/signed-in-only";
import { PublishingWorkspace } from "./publishing-workspace";

/** /publishing (issue 19): a visitor sees the in-page sign-in prompt instead of the calendar (DESIGN d12). */
export function PublishingPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      icon={Megaphone}
      title={t("publishing.signIn.title")}
      description={t("publishing.signIn.description")}
      buttonLabel={t("publishing.signIn.button")}
      returnTo="/publishing"
    >
      {(user) => <PublishingWorkspace key={user.id} />}
    </SignedInOnly>
  );
}
