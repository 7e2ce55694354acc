import "@/features/checkout/catalog";
import { House, LayoutDashboard, ReceiptText, RotateCcw } from "lucide-react";
import { useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ApiError, apiErrorKey } from "@/lib/api-error";
import { useVerifyPayment } from "./api/verify-payment";
import { parseCallbackQuery } from "./callback-query";
import { FailureNotes, SupportLinks } from "./payment-failure-notes";
import { PaymentPendingCard, PaymentResultCard } from "./payment-result-card";

/** /payment/callback and /payment/success (001 §2): where Zarinpal returns the buyer. */
export function PaymentVerificationPage() {
  const [searchParams] = useSearchParams();
  const query = parseCallbackQuery(searchParams);
  if (query.kind === "invalid") return <InvalidPayment />;
  // PAY-30 keeps its words; a cancel at the gateway also says so, and where money taken goes (issue 18).
  if (query.kind === "cancelled") return <InvalidPayment reason="cancelled" trackingCode={query.authority} />;
  return <VerifiedPayment key={query.authority} authority={query.authority} />;
}

/** The server's answer, or the failure to get one. */
function VerifiedPayment({ authority }: { authority: string }) {
  const { t } = useTranslation();
  const verify = useVerifyPayment();
  const { mutate } = verify;

  function run() {
    mutate(
      { authority, status: "OK" },
      {
        onSuccess: (result) => {
          if (result.success) toast.success(t("paymentResult.succeeded"));
          else toast.error(t("paymentResult.failed"));
        },
        onError: (error) => toast.error(t("paymentResult.error"), { description: t(apiErrorKey(error)) }),
      },
    );
  }
  // Once per page, whatever StrictMode's second effect run does; the server's verify is idempotent anyway.
  const started = useRef(false);
  const verifyOnArrival = useEffectEvent(run);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyOnArrival();
  }, []);

  if (verify.isError) {
    // Issue 34: the gateway did not settle it, so money may have been taken: the authority helps support.
    const checking = verify.error instanceof ApiError && verify.error.code === "payment_being_checked";
    return (
      <PaymentResultCard
        tone="failure"
        title={t("paymentResult.error")}
        description={t(apiErrorKey(verify.error))}
        trackingCode={checking ? authority : undefined}
        help={checking ? <SupportLinks /> : undefined}
      >
        {isRetryable(verify.error) && (
          <Button onClick={run}>
            <RotateCcw aria-hidden="true" className="rtl:-scale-x-100" />
            {t("paymentResult.retry")}
          </Button>
        )}
        <HomeButton />
      </PaymentResultCard>
    );
  }
  if (!verify.isSuccess) return <PaymentPendingCard label={t("paymentResult.verifying")} />;
  // PAY-35: the red failure state and the way home; issue 18: why, what happens to money taken, and help.
  if (!verify.data.success) {
    return (
      <PaymentResultCard
        tone="failure"
        title={t("paymentResult.failed")}
        trackingCode={authority}
        notes={<FailureNotes reason={verify.data.failure_reason ?? "unknown"} />}
        help={<SupportLinks />}
      >
        <HomeButton />
      </PaymentResultCard>
    );
  }
  return (
    <PaymentResultCard tone="success" title={t("paymentResult.succeeded")} trackingCode={verify.data.ref_id}>
      <Button asChild>
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          {t("paymentResult.dashboard")}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`/payment/receipt/${verify.data.payment.id}`}>
          <ReceiptText aria-hidden="true" />
          {t("checkout.viewReceipt")}
        </Link>
      </Button>
    </PaymentResultCard>
  );
}

/** The gateway is unreachable or the server failed: the payment stays pending, so asking again may work. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/**
 * PAY-30: no usable Authority, or a Status other than OK: a failure without asking the server. A buyer
 * back from cancelling (Status=NOK) is also told so, with the authority as the tracking code.
 */
function InvalidPayment({ reason, trackingCode }: { reason?: "cancelled"; trackingCode?: string }) {
  const { t } = useTranslation();
  return (
    <PaymentResultCard
      tone="failure"
      title={t("paymentResult.invalid")}
      trackingCode={trackingCode}
      notes={reason && <FailureNotes reason={reason} />}
      help={reason && <SupportLinks />}
    >
      <HomeButton />
    </PaymentResultCard>
  );
}

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to="/">
        <House aria-hidden="true" />
        {t("paymentResult.home")}
      </Link>
    </Button>
  );
}
