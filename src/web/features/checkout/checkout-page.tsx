import "@/features/checkout/catalog";
import { planById } from "@shared/plans";
import { ArrowLeft, PackageOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { OrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";

/** /checkout?plan=eco|pro|ultra (001 §2): the plan is in the URL, so a reload keeps it. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const plan = planById(searchParams.get("plan") ?? "");
  if (!plan) return <NoPlanSelected />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <BackToPlans />
      <h1 className="mb-6 font-extrabold text-3xl">{t("checkout.title")}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <OrderSummary plan={plan} />
        <PaymentPanel plan={plan} />
      </div>
    </div>
  );
}

function BackToPlans() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ms-3">
      <Link to="/subscriptions">
        <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
        {t("checkout.backToPlans")}
      </Link>
    </Button>
  );
}

/** PAY-01: no plan (or an unknown one) in the URL. */
function NoPlanSelected() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 items-center px-4 py-12">
      <Card className="w-full text-center">
        <CardHeader className="items-center gap-3">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <PackageOpen aria-hidden="true" className="size-7" />
          </span>
          <h1 className="font-extrabold text-2xl">{t("checkout.noPlan.title")}</h1>
          <CardDescription>{t("checkout.noPlan.description")}</CardDescription>
          <Button asChild size="lg" className="mt-2">
            <Link to="/subscriptions">{t("checkout.backToPlans")}</Link>
          </Button>
        </CardHeader>
      </Card>
    </div>
  );
}
