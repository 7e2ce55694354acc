import "@/features/checkout/catalog";
import type { PaymentFailureReason } from "@shared/payments";
import { Headset, House, Info, MessageSquareText, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/format";
import { failureReasonOf, trackingCodeOf } from "./callback-query";
import { PaymentResultCard } from "./payment-result-card";

// Issue 18: Iranian banks reverse a card payment taken but not completed within 72 hours, as gateways tell buyers.
const bankRefundHours = 72;

/**
 * /payment/failed (001 §2): the apology, why when the gateway said why (`?reason=`), what happens to
 * money taken, the tracking code if the query has one, retry, home and support.
 */
export function PaymentFailedPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <PaymentResultCard
      tone="failure"
      title={t("paymentResult.unsuccessful")}
      description={t("paymentResult.apology")}
      trackingCode={trackingCodeOf(searchParams)}
      notes={<FailureNotes reason={failureReasonOf(searchParams)} />}
      help={<SupportLinks />}
    >
      {/* DESIGN d16: retrying starts again from the plans. */}
      <Button asChild>
        <Link to="/subscriptions">
          <RotateCcw aria-hidden="true" className="rtl:-scale-x-100" />
          {t("paymentResult.retry")}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">
          <House aria-hidden="true" />
          {t("paymentResult.home")}
        </Link>
      </Button>
    </PaymentResultCard>
  );
}

function FailureNotes({ reason }: { reason: PaymentFailureReason | null }) {
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

function SupportLinks() {
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
