import "./catalog";
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SignedInOnly } from "@/components/signed-in-only";
import { SentEmailsWorkspace } from "./sent-emails-workspace";

/** /sent-emails: a public route; a visitor sees the sign-in prompt in the page (DESIGN d12), and comes back here. */
export function SentEmailsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <SignedInOnly
      icon={Mail}
      title={t("sentEmails.signIn.title")}
      description={t("sentEmails.signIn.description")}
      buttonLabel={t("sentEmails.signIn.button")}
      returnTo={`${location.pathname}${location.search}`}
    >
      {(user) => <SentEmailsWorkspace key={user.id} user={user} />}
    </SignedInOnly>
  );
}
