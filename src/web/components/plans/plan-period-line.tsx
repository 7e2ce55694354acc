import "./plan-period-catalog";
import type { PlanPeriod } from "@shared/plan-period";
import { planById } from "@shared/plans";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { planDaysLeft } from "./plan-days-left";

/**
 * Decision 021: "Pro until {Jalali date} · N days left", and "Eco from {date}" when a lower plan waits.
 * Nothing when there is no dated plan (free, or a plan without an end).
 */
export function PlanPeriodLine({ period, className }: { period: PlanPeriod | undefined; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!period?.current) return null;
  const name = (id: string) => planById(id)?.name[format.locale] ?? id;
  const days = planDaysLeft(period.current.until);
  return (
    <span
      data-testid="plan-period"
      className={cn("inline-flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted-foreground text-sm", className)}
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {t("planPeriod.until", { plan: name(period.current.plan_id), date: format.date(period.current.until) })}
      </span>
      <span aria-hidden="true">·</span>
      <span>{t("planPeriod.daysLeft", { count: days, days: format.number(days) })}</span>
      {period.next && (
        <>
          <span aria-hidden="true">·</span>
          <span className="font-medium text-foreground">
            {t("planPeriod.next", { plan: name(period.next.plan_id), date: format.date(period.next.from) })}
          </span>
        </>
      )}
    </span>
  );
}
