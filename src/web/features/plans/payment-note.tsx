import { CreditCard } from "lucide-react";
import { useTranslation } from "react-i18next";

/** 001 §1: how a plan is paid for. Instalments are not offered, so the note does not mention them. */
export function PaymentNote() {
  const { t } = useTranslation();
  return (
    <p className="text-center text-muted-foreground text-sm">
      <CreditCard aria-hidden="true" className="me-2 inline size-4 align-[-3px]" />
      {t("plans.paymentNote")}
    </p>
  );
}
