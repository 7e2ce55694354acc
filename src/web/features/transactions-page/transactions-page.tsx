import "./catalog";
import { Receipt } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SignedInOnly } from "@/components/signed-in-only";
import { TransactionsWorkspace } from "./transactions-workspace";

/** /transactions: a public route; a visitor sees the sign-in prompt in the page (DESIGN d12), and comes back here. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <SignedInOnly
      icon={Receipt}
      title={t("transactionsPage.signIn.title")}
      description={t("transactionsPage.signIn.description")}
      buttonLabel={t("transactionsPage.signIn.button")}
      returnTo={`${location.pathname}${location.search}`}
    >
      {(user) => <TransactionsWorkspace key={user.id} />}
    </SignedInOnly>
  );
}
