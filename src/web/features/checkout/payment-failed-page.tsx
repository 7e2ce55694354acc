import "@/features/checkout/catalog";
import { House, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { failureReasonOf, trackingCodeOf } from "./callback-query";
import { FailureNotes, SupportLinks } from "./payment-failure-notes";
import { PaymentResultCard } from "./payment-result-card";

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
