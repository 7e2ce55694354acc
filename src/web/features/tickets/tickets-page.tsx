import "./catalog";
import { LifeBuoy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SignedInOnly } from "@/components/signed-in-only";
import { TicketsWorkspace } from "./tickets-workspace";

/** /tickets: a public route; a visitor sees the sign-in prompt in the page (DESIGN d12), and comes back here. */
export function TicketsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <SignedInOnly
      icon={LifeBuoy}
      title={t("tickets.signIn.title")}
      description={t("tickets.signIn.description")}
      buttonLabel={t("tickets.signIn.button")}
      returnTo={`${location.pathname}${location.search}`}
    >
      {(user) => <TicketsWorkspace key={user.id} />}
    </SignedInOnly>
  );
}
