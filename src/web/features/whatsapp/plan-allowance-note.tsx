import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/format";
import type { PlanAllowance } from "./plan-allowance";

/** How many numbers the plan allows and how many are connected; when full, the way to a bigger plan. */
export function PlanAllowanceNote({ allowance, connected }: { allowance: PlanAllowance; connected: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (allowance.unlimited) return <p className="text-muted-foreground text-sm">{t("whatsapp.allowance.unlimited")}</p>;
  const allows =
    allowance.limit === 0
      ? t("whatsapp.allowance.none")
      : t("whatsapp.allowance.limited", { count: allowance.limit, formattedCount: format.number(allowance.limit) });
  const used =
    connected > 0
      ? ` ${t("whatsapp.allowance.used", { used: format.number(connected), limit: format.number(allowance.limit) })}`
      : "";
  if (!allowance.full) return <p className="text-muted-foreground text-sm">{`${allows}${used}`}</p>;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm">
      <Info aria-hidden="true" className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      <p className="min-w-0 flex-1 basis-52">
        {allowance.limit === 0 ? allows : `${allows} ${t("whatsapp.allowance.full")}`}
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to="/subscriptions">{t("whatsapp.allowance.upgrade")}</Link>
      </Button>
    </div>
  );
}
