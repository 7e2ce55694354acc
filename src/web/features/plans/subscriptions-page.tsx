import "./catalog";
import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SignedInOnly } from "@/components/signed-in-only";
import { PlansOverview } from "./plans-overview";

/** /subscriptions (001 §2, §6): the plans are shown only after signing in; a visitor sees a prompt (DESIGN d12). */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly
      icon={Crown}
      title={t("subscriptions.signIn.title")}
      description={t("subscriptions.signIn.description")}
      buttonLabel={t("subscriptions.signIn.button")}
      returnTo="/subscriptions"
    >
      {() => <PlansOverview />}
    </SignedInOnly>
  );
}
