import type { PaymentFailureReason } from "@shared/payments";
import { Headset, Info, MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/format";

// Issue 18: Iranian banks reverse a card payment taken but not completed within 72 hours, as gateways tell buyers.
const bankRefundHours = 72;

/** Why the payment failed (when the gateway said why) and what happens to money taken (issue 18). */
export function FailureNotes({ reason }: { reason: PaymentFailureReason | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="flex w-full flex-col gap-3 text-start text-sm">
      {reason && (
        <p className="rounded-md border border-destructive/30 bg-destructive/5 px-4 py-3">
          <span className="font-semibold">{t("paymentResult.reasonLabel")}: </span>
          {t(`paymentResult.reasons.${reason}`)}
        </p>
      )}
      {/* Shown for every reason, cancelled too: Zarinpal's Status=NOK covers a cancel and a failed bank step
          alike (INTEGRATIONS.md), so money may have been taken whatever the reason; the sentence is conditional. */}
      <p className="flex items-start gap-2 text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t("paymentResult.refund", { hours: format.number(bankRefundHours) })}</span>
      </p>
    </div>
  );
}

/** Where to get help with a failed payment (issue 18). */
export function SupportLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="payment-failed-help" className="flex w-full flex-col items-center gap-2 border-t pt-4">
      <p id="payment-failed-help" className="text-muted-foreground text-sm">
        {t("paymentResult.help.title")}
      </p>
      <div className="flex w-full flex-col justify-center gap-2 sm:flex-row">
        <Button asChild variant="ghost">
          <Link to="/support">
            <Headset aria-hidden="true" />
            {t("paymentResult.help.support")}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/tickets">
            <MessageSquareText aria-hidden="true" />
            {t("paymentResult.help.tickets")}
          </Link>
        </Button>
      </div>
    </nav>
  );
}
