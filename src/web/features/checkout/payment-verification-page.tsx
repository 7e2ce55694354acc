import "@/features/checkout/catalog";
import { House, LayoutDashboard, RotateCcw } from "lucide-react";
import { useEffect, useEffectEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ApiError, apiErrorKey } from "@/lib/api-error";
import { useVerifyPayment } from "./api/verify-payment";
import { failedPaymentPath, parseCallbackQuery } from "./callback-query";
import { PaymentPendingCard, PaymentResultCard } from "./payment-result-card";

/** /payment/callback and /payment/success (001 §2): where Zarinpal returns the buyer. */
export function PaymentVerificationPage() {
  const [searchParams] = useSearchParams();
  const query = parseCallbackQuery(searchParams);
  if (query.kind === "invalid") return <InvalidPayment />;
  if (query.kind === "cancelled") return <Navigate replace to={failedPaymentPath("cancelled", query.authority)} />;
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
    return (
      <PaymentResultCard tone="failure" title={t("paymentResult.error")} description={t(apiErrorKey(verify.error))}>
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
  // PAY-35: the failed page says why, what happens to money taken, and where to get help.
  if (!verify.data.success) {
    return <Navigate replace to={failedPaymentPath(verify.data.failure_reason ?? "unknown", authority)} />;
  }
  return (
    <PaymentResultCard tone="success" title={t("paymentResult.succeeded")} trackingCode={verify.data.ref_id}>
      <Button asChild>
        <Link to="/dashboard">
          <LayoutDashboard aria-hidden="true" />
          {t("paymentResult.dashboard")}
        </Link>
      </Button>
    </PaymentResultCard>
  );
}

/** The gateway is unreachable or the server failed: the payment stays pending, so asking again may work. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** PAY-30: no usable Authority, or a Status other than OK or NOK: a failure without asking the server. */
function InvalidPayment() {
  const { t } = useTranslation();
  return (
    <PaymentResultCard tone="failure" title={t("paymentResult.invalid")}>
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
