import { Crown } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";

/** 000 §2, §6: a user without a subscription is invited to upgrade; a subscriber sees nothing. */
export function UpgradeBanner() {
  const { t } = useTranslation();
  const { subscription } = useAuth();
  const titleId = useId();
  if (subscription.subscribed) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-500/40 bg-linear-to-br from-amber-500/10 to-violet-500/10 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold text-gold-foreground">
        <Crown aria-hidden="true" className="size-5" />
      </span>
      <div className="flex-1">
        <h2 id={titleId} className="font-bold">
          {t("dailyContent.upgrade.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("dailyContent.upgrade.description")}</p>
      </div>
      <Button asChild variant="luxury">
        <Link to="/subscriptions">{t("dailyContent.upgrade.button")}</Link>
      </Button>
    </section>
  );
}
