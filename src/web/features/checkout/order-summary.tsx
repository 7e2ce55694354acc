import type { CheckoutQuote } from "@shared/payments";
import { allowanceFeatures } from "@shared/plan-features";
import { type PaidPlan, type PaidTier, planById, planDurationDays } from "@shared/plans";
import { CalendarClock, Check, Crown, ShieldCheck, TriangleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { planFeatureText } from "@/components/plans/plan-feature-text";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useFormat } from "@/lib/format";
import { useCheckoutQuote } from "./api/checkout-quote";

const tierBadge: Record<PaidTier, "secondary" | "luxury"> = {
  basic: "secondary",
  premium: "luxury",
  enterprise: "luxury",
};

/**
 * 001 §2: plan name, tier badge, price a month, the feature list and a secure-payment note. Decision 021:
 * the total is the server's quote, with an upgrade's credit line and what the purchase does to the plan.
 */
export function OrderSummary({ plan }: { plan: PaidPlan }) {
  const { t } = useTranslation();
  const format = useFormat();
  const featuresId = useId();
  const price = format.toman(plan.priceToman);
  const quote = useCheckoutQuote(plan.id).data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("checkout.summary.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-extrabold text-2xl">{plan.name[format.locale]}</span>
          <Badge variant={tierBadge[plan.tier]}>
            {plan.tier !== "basic" && <Crown aria-hidden="true" className="size-3.5" />}
            {t(`checkout.summary.tiers.${plan.tier}`)}
          </Badge>
        </div>
        <div>
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-bold text-3xl text-primary dark:text-accent-foreground">{price}</span>
            <span className="text-muted-foreground">{t("checkout.summary.perMonth")}</span>
          </p>
          <p className="mt-1 text-muted-foreground text-sm">
            {t("checkout.summary.duration", { count: planDurationDays, value: format.number(planDurationDays) })}
          </p>
        </div>
        <section aria-labelledby={featuresId} className="flex flex-col gap-2">
          <h2 id={featuresId} className="font-semibold text-sm">
            {t("checkout.summary.featuresTitle")}
          </h2>
          {/* 001 §2: the list scrolls past its height limit; focusable so the keyboard can scroll it. */}
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            aria-labelledby={featuresId}
            className="flex max-h-48 flex-col gap-2 overflow-y-auto rounded-md pe-1 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {allowanceFeatures(plan.allowances).map((line) => (
              <li key={line.key} className="flex items-start gap-2 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                {planFeatureText(line, t, format.locale)}
              </li>
            ))}
          </ul>
        </section>
        {quote && <PurchaseNote plan={plan} quote={quote} />}
        <div className="flex flex-col gap-2 border-t pt-4">
          {quote && quote.credit > 0 && (
            <>
              <Line label={t("checkout.summary.price")}>{format.toman(quote.amount + quote.credit)}</Line>
              <Line
                label={t("checkout.summary.credit", {
                  count: quote.credited_days ?? 0,
                  days: format.number(quote.credited_days ?? 0),
                  plan: planById(quote.credited_plan_id ?? "")?.name[format.locale] ?? "",
                })}
              >
                <span className="text-emerald-700 dark:text-emerald-400">−{format.toman(quote.credit)}</span>
              </Line>
            </>
          )}
          <Line label={<span className="font-medium text-foreground">{t("checkout.summary.total")}</span>}>
            <span className="font-bold" data-testid="checkout-total">
              {format.toman(quote?.amount ?? plan.priceToman)}
            </span>
          </Line>
        </div>
        <p className="flex items-start gap-2 rounded-md bg-emerald-500/10 p-3 text-emerald-800 text-sm dark:text-emerald-300">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("checkout.summary.secure")}
        </p>
      </CardContent>
    </Card>
  );
}

function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-baseline justify-between gap-3 text-muted-foreground text-sm">
      <span>{label}</span>
      <span className="shrink-0 text-foreground">{children}</span>
    </p>
  );
}

/** What this purchase does to the plan: an upgrade starts now, the same plan continues, a lower one waits. */
function PurchaseNote({ plan, quote }: { plan: PaidPlan; quote: CheckoutQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (quote.kind === "new") return null;
  const words = {
    plan: plan.name[format.locale],
    current: planById(quote.current_plan_id ?? "")?.name[format.locale] ?? "",
    start: format.date(quote.starts_at),
    end: format.date(quote.ends_at),
  };
  if (quote.kind === "downgrade") {
    return (
      <div
        role="alert"
        className="flex items-start gap-2 rounded-md bg-amber-500/15 p-3 text-amber-900 text-sm dark:text-amber-200"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <span className="block font-semibold">{t("checkout.summary.downgradeTitle")}</span>
          {t("checkout.summary.downgrade", words)}
        </p>
      </div>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t(`checkout.summary.${quote.kind}`, words)}
    </p>
  );
}
