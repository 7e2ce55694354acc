import type { PaidPlan } from "@shared/plans";
import { CircleAlert, LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { apiErrorKey } from "@/lib/api-error";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useCheckoutQuote } from "./api/checkout-quote";
import { usePaymentMode } from "./api/payment-mode";
import { CardPaymentForm } from "./card-payment-form";
import { ZarinpalPayment } from "./zarinpal-payment";

/**
 * The payment side of checkout, as the server's mode says: the sandbox card form, Zarinpal, or neither;
 * paying waits for the server's quote of the amount (decision 021), and a refused purchase says why.
 */
export function PaymentPanel({ plan }: { plan: PaidPlan }) {
  const { t } = useTranslation();
  const mode = usePaymentMode();
  const quote = useCheckoutQuote(plan.id);
  const format = useFormat();
  if (mode.isPending || (mode.data !== "disabled" && quote.isPending)) {
    return (
      <Card className="flex min-h-64 items-center justify-center">
        <Spinner className="size-8 text-primary dark:text-accent-foreground" label={t("common.loading")} />
      </Card>
    );
  }
  if (mode.isError) {
    return (
      <Notice title={t("checkout.modeFailed")} description={t(apiErrorKey(mode.error))}>
        <Button variant="outline" onClick={() => void mode.refetch()}>
          {t("checkout.retry")}
        </Button>
      </Notice>
    );
  }
  if (mode.data !== "disabled" && quote.isError) {
    return (
      <Notice title={t("checkout.quoteFailed")} description={apiErrorMessage(t, quote.error, format.locale)}>
        <Button asChild variant="outline">
          <Link to="/subscriptions">{t("checkout.backToPlans")}</Link>
        </Button>
      </Notice>
    );
  }
  const amount = quote.data?.amount ?? plan.priceToman;
  if (mode.data === "sandbox") return <CardPaymentForm plan={plan} amount={amount} />;
  if (mode.data === "zarinpal") return <ZarinpalPayment plan={plan} amount={amount} />;
  return (
    <Notice title={t("checkout.disabled.title")} description={t("errors.payments_disabled")}>
      <Button asChild variant="outline">
        <Link to="/support">
          <LifeBuoy aria-hidden="true" />
          {t("checkout.disabled.support")}
        </Link>
      </Button>
    </Notice>
  );
}

function Notice({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card role="alert">
      <CardHeader className="items-start gap-3">
        <CircleAlert aria-hidden="true" className="size-8 text-danger" />
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
