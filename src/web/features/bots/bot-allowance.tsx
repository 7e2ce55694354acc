import { allowancesFor, planForTier } from "@shared/plans";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";
import { useBots } from "./api/bots";

/**
 * Issue 35: how many bots the plan allows, said before the seller tries one too many (the server refuses it
 * with plan_limit_reached either way), with the way to a plan that allows more once the last place is taken.
 */
export function BotAllowance() {
  const { t } = useTranslation();
  const format = useFormat();
  const { subscription } = useAuth();
  const bots = useBots();
  if (!bots.data) return null;
  const limit = allowancesFor(subscription).bots;
  const plan = subscription.subscribed
    ? planForTier(subscription.subscription_tier).name[format.locale]
    : t("bots.allowance.freePlan");
  const used = bots.data.length;
  if (limit === null) {
    return <p className="text-muted-foreground text-sm">{t("bots.allowance.unlimited", { plan })}</p>;
  }
  return (
    <p className="text-muted-foreground text-sm">
      {t("bots.allowance.used", { used: format.number(used), limit: format.number(limit), plan })}
      {used >= limit && (
        <>
          {" "}
          <Link
            to="/subscriptions"
            className="font-medium text-primary underline-offset-4 hover:underline dark:text-accent-foreground"
          >
            {t("bots.allowance.upgrade")}
          </Link>
        </>
      )}
    </p>
  );
}
