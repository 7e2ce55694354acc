import "@/components/plans/plan-period-catalog";
import { paidPlans, planById } from "@shared/plans";
import type { SubscriptionState } from "@shared/subscription-state";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { useFormat } from "@/lib/format";
import { usePlanPeriod } from "@/lib/plan-period";
import { planCardAction } from "./plan-actions";
import { PlanCard } from "./plan-card";
import { paidPlanCardLines } from "./plan-card-lines";

/**
 * Eco, Pro (most popular) and Ultra from the catalogue; the current tier's button is disabled (001 §2). Above
 * them, a subscriber to a higher plan is warned that a lower one waits for its end (decision 021).
 */
export function SubscriptionPlanCards({ subscription }: { subscription: SubscriptionState }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <div className="flex flex-col gap-6">
      <DowngradeWarning />
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
    </div>
  );
}

function DowngradeWarning() {
  const { t } = useTranslation();
  const format = useFormat();
  const current = usePlanPeriod().data?.current;
  const plan = planById(current?.plan_id ?? "");
  if (!current || !plan || plan.id === paidPlans[0]?.id) return null;
  return (
    <p
      role="note"
      className="mx-auto flex w-full max-w-3xl items-start gap-2 rounded-md bg-amber-500/15 p-3 text-amber-900 text-sm dark:text-amber-200"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t("planPeriod.downgradeWarning", { current: plan.name[format.locale], date: format.date(current.until) })}
    </p>
  );
}
