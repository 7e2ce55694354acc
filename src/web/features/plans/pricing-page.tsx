import "./catalog";
import { planForTier } from "@shared/plans";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { useAuth } from "@/lib/auth/auth-context";
import { PaymentNote } from "./payment-note";
import { pricingButtonHref } from "./plan-actions";
import { PlanCard } from "./plan-card";
import { freePlanCardLines, paidPlanCardLines } from "./plan-card-lines";

// DESIGN d2, d13: the "base" column is Eco and the "special" column Ultra, at the catalogue's prices.
const basePlan = planForTier("basic");
const specialPlan = planForTier("enterprise");

/** /pricing (001 §2): free, base and special; every button leads to sign-in, or to the dashboard when signed in. */
export function PricingPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { user } = useAuth();
  const href = pricingButtonHref(user !== null);
  const button = (visitorLabel: string, primary = false) => (
    <Button asChild size="lg" variant={primary ? "default" : "outline"} className="w-full">
      <Link to={href}>{user ? t("pricing.toDashboard") : visitorLabel}</Link>
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="font-extrabold text-3xl sm:text-4xl">{t("pricing.title")}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground leading-relaxed">{t("pricing.subtitle")}</p>
      </header>
      <div className="mx-auto grid w-full max-w-xl gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
        <PlanCard
          name={t("pricing.free.name")}
          label={t("pricing.free.label")}
          description={t("pricing.free.description")}
          priceToman={0}
          lines={freePlanCardLines()}
          action={button(t("pricing.startFree"))}
        />
        <PlanCard
          name={basePlan.name[locale]}
          label={t("pricing.base.label")}
          description={t("pricing.base.description")}
          priceToman={basePlan.priceToman}
          note={t("pricing.base.saving")}
          lines={paidPlanCardLines(basePlan)}
          action={button(t("pricing.getStarted"), true)}
        />
        <PlanCard
          name={specialPlan.name[locale]}
          label={t("pricing.special.label")}
          description={t("pricing.special.description")}
          priceToman={specialPlan.priceToman}
          lines={paidPlanCardLines(specialPlan)}
          action={button(t("pricing.getStarted"))}
        />
      </div>
      <div className="flex flex-col items-center gap-4">
        <PaymentNote />
        <Button asChild variant="link">
          <Link to="/subscriptions">
            {t("pricing.compareAll")}
            <ArrowLeft aria-hidden="true" className="ltr:rotate-180" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
