import { paidPlans } from "@shared/plans";
import type { SubscriptionState } from "@shared/subscription-state";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { planCardAction } from "./plan-actions";
import { PlanCard } from "./plan-card";
import { paidPlanCardLines } from "./plan-card-lines";

/** Eco, Pro (most popular) and Ultra from the catalogue; the current tier's button is disabled (001 §2). */
export function SubscriptionPlanCards({ subscription }: { subscription: SubscriptionState }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-8 lg:max-w-none lg:grid-cols-3 lg:gap-6">
      {paidPlans.map((plan) => {
        const name = plan.name[locale];
        const action = planCardAction(plan, subscription);
        return (
          <PlanCard
            key={plan.id}
            name={name}
            description={t(`subscriptions.descriptions.${plan.id}`)}
            priceToman={plan.priceToman}
            popular={plan.popular}
            lines={paidPlanCardLines(plan)}
            action={
              action.kind === "active" ? (
                <Button disabled size="lg" variant="secondary" className="w-full">
                  <CircleCheck aria-hidden="true" />
                  {t("subscriptions.activePlan")}
                </Button>
              ) : (
                <Button asChild size="lg" variant={plan.popular ? "default" : "outline"} className="w-full">
                  <Link to={action.href}>{t("subscriptions.choose", { plan: name })}</Link>
                </Button>
              )
            }
          />
        );
      })}
    </div>
  );
}
