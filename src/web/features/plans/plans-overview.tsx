import { planDurationDays } from "@shared/plans";
import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { ComparisonSection } from "./comparison-section";
import { GuaranteeBlock } from "./guarantee-block";
import { PaymentNote } from "./payment-note";
import { currentPlan } from "./plan-actions";
import { PlansFaq } from "./plans-faq";
import { StatTiles } from "./stat-tiles";
import { SubscriptionPlanCards } from "./subscription-plan-cards";
import { SupportCall } from "./support-call";
import { Testimonials } from "./testimonials";

/** The signed-in plans page, in the order of 001 §2. */
export function PlansOverview() {
  const { t } = useTranslation();
  const format = useFormat();
  const { subscription } = useAuth();
  const plan = currentPlan(subscription);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 py-10 sm:gap-20 sm:py-14">
      <div className="flex flex-col gap-10">
        <header className="flex flex-col items-center gap-3 text-center">
          <h1 className="font-extrabold text-3xl sm:text-4xl">{t("subscriptions.title")}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground leading-relaxed">
            {t("subscriptions.subtitle", { days: format.number(planDurationDays) })}
          </p>
          {plan && (
            <Badge variant="luxury" className="gap-1.5 px-4 py-1.5 text-sm">
              <Crown aria-hidden="true" className="size-4" />
              {t("subscriptions.currentPlan", { plan: plan.name[format.locale] })}
            </Badge>
          )}
        </header>
        <SubscriptionPlanCards subscription={subscription} />
        <PaymentNote />
      </div>
      <StatTiles />
      <ComparisonSection />
      <Testimonials />
      <GuaranteeBlock />
      <PlansFaq />
      <SupportCall />
    </div>
  );
}
