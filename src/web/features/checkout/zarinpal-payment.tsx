import type { PaidPlan } from "@shared/plans";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/format";
import { useStartCheckout } from "./api/start-checkout";
import { TermsNote } from "./terms-note";
import { useCheckoutOutcome } from "./use-checkout-outcome";

/**
 * PAY-17: outside sandbox mode the buyer pays on Zarinpal's StartPay page, which returns to /payment/callback.
 * `amount`: the server's quote (decision 021: an upgrade costs less than the catalogue price).
 */
export function ZarinpalPayment({ plan, amount }: { plan: PaidPlan; amount: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const startCheckout = useStartCheckout();
  const outcome = useCheckoutOutcome(plan);
  // Stays on once the browser is leaving for the gateway, so the button cannot be pressed twice.
  const [redirecting, setRedirecting] = useState(false);
  const busy = startCheckout.isPending || redirecting;

  function pay() {
    startCheckout.mutate(plan.id, {
      onSuccess: (result) => {
        setRedirecting(true);
        outcome.succeeded(result);
      },
      onError: outcome.failed,
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("checkout.zarinpal.title")}</CardTitle>
        <CardDescription>{t("checkout.zarinpal.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button size="lg" className="w-full" onClick={pay} disabled={busy} aria-busy={busy}>
          {busy ? (
            <>
              <Spinner />
              {t("checkout.zarinpal.redirecting")}
            </>
          ) : (
            <>
              <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
              {t("checkout.zarinpal.pay", { price: format.toman(amount) })}
            </>
          )}
        </Button>
        <TermsNote />
      </CardContent>
    </Card>
  );
}
