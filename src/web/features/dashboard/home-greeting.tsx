import { CalendarHeart, Crown, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlanPeriodLine } from "@/components/plans/plan-period-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";
import { useMe } from "@/lib/auth/use-me";
import { useFormat } from "@/lib/format";
import { usePlanPeriod } from "@/lib/plan-period";
import { membershipDays } from "./membership-days";

export function HomeGreeting() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user, subscription } = useAuth();
  const me = useMe().data;
  const period = usePlanPeriod().data;
  // /api/me is the source; the session's copy fills in until it answers.
  const fullName = (me?.fullName ?? user?.name ?? "").trim();
  const createdAt = me?.createdAt ?? user?.createdAt;
  const days = createdAt === undefined ? null : membershipDays(createdAt);

  return (
    <section aria-labelledby="greeting-title" className="flex flex-col gap-3">
      <h1 id="greeting-title" className="font-extrabold text-3xl sm:text-4xl">
        {t("dashboard.greeting", { name: fullName || t("dashboard.dearUser") })}
      </h1>
      <p className="text-muted-foreground">{t("dashboard.subtitle")}</p>
      <div className="flex flex-wrap items-center gap-3">
        {subscription.subscribed ? (
          <Badge variant="luxury">
            <Crown aria-hidden="true" className="size-3.5" />
            {t("dashboard.premium")}
          </Badge>
        ) : (
          <Badge variant="secondary">{t("dashboard.free")}</Badge>
        )}
        {subscription.subscribed && <PlanPeriodLine period={period} />}
        {days !== null && (
          <span className="inline-flex items-center gap-1.5 text-muted-foreground text-sm">
            <CalendarHeart aria-hidden="true" className="size-4" />
            {t("dashboard.memberDays", { count: days, days: format.number(days) })}
          </span>
        )}
        {/* The way to /admin for admins only; the main navigation stays as 000 §2 fixes it. */}
        {me?.isAdmin && (
          <Button asChild variant="outline" size="sm" className="ms-auto">
            <Link to="/admin">
              <ShieldCheck aria-hidden="true" />
              {t("dashboard.adminPanel")}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
