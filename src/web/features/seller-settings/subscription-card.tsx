import { planForTier } from "@shared/plans";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth/auth-context";
import { useFormat } from "@/lib/format";

/** SET-01..05: active or inactive, the plan or free, the end date or unlimited, a renew prompt when inactive. */
export function SubscriptionCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const { subscription } = useAuth();
  const active = subscription.subscribed;
  const plan = active
    ? planForTier(subscription.subscription_tier).name[format.locale]
    : t("sellerSettings.subscription.free");
  const ends = subscription.subscription_end
    ? format.date(subscription.subscription_end)
    : t("sellerSettings.subscription.unlimited");
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t("sellerSettings.subscription.title")}</CardTitle>
        <Badge variant={active ? "default" : "secondary"}>
          {t(active ? "sellerSettings.subscription.active" : "sellerSettings.subscription.inactive")}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">{t("sellerSettings.subscription.tier")}</dt>
            <dd className="font-semibold">{plan}</dd>
          </div>
          {active && (
            <div>
              <dt className="text-muted-foreground">{t("sellerSettings.subscription.ends")}</dt>
              <dd className="font-semibold">{ends}</dd>
            </div>
          )}
        </dl>
        {!active && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
            <p>{t("sellerSettings.subscription.renew")}</p>
            <Button asChild size="sm">
              <Link to="/subscriptions">{t("sellerSettings.subscription.renewButton")}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
