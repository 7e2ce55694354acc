import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** A part of the content the plan does not open: a lock, why, and the way to open it. */
export function LockedNotice({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <div className="@container rounded-lg border border-amber-500/50 border-dashed bg-amber-500/5 p-3 text-sm sm:p-4">
      <div className="flex flex-col items-start gap-3 @sm:flex-row @sm:items-center">
        <span className="flex items-center gap-2 font-medium">
          <Lock aria-hidden="true" className="size-4 shrink-0 text-amber-600 dark:text-gold" />
          <span className="sr-only">{t("dailyContent.locked.label")}: </span>
          {reason}
        </span>
        <Button asChild variant="luxury" size="sm" className="@sm:ms-auto">
          <Link to="/subscriptions">{t("dailyContent.locked.upgrade")}</Link>
        </Button>
      </div>
    </div>
  );
}
