import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";

/** 000 §2: only a user without a subscription is invited to upgrade. */
export function UpgradeCard() {
  const { t } = useTranslation();
  const { subscription } = useAuth();
  if (subscription.subscribed) return null;
  return (
    <section
      aria-labelledby="upgrade-title"
      className="flex flex-col items-start gap-4 rounded-xl border border-amber-500/40 bg-linear-to-br from-amber-500/10 to-violet-500/10 p-6 sm:flex-row sm:items-center"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gold text-gold-foreground">
        <Crown aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id="upgrade-title" className="font-bold text-lg">
          {t("dashboard.upgrade.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("dashboard.upgrade.description")}</p>
      </div>
      <Button asChild variant="luxury">
        <Link to="/subscriptions">{t("dashboard.upgrade.button")}</Link>
      </Button>
    </section>
  );
}
