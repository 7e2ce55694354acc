import { ArrowLeft, Crown, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/auth-context";

/** 000 §2: back to the dashboard, the page title with the plan badge, and signing out. */
export function ProfileHeader({ subscribed }: { subscribed: boolean }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <header className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ms-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t("profile.back")}
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void signOut();
            navigate("/");
          }}
        >
          <LogOut aria-hidden="true" className="rtl:rotate-180" />
          {t("profile.signOut")}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-extrabold text-2xl sm:text-3xl">{t("profile.title")}</h1>
        {subscribed ? (
          <Badge variant="luxury">
            <Crown aria-hidden="true" className="size-3.5" />
            {t("profile.premium")}
          </Badge>
        ) : (
          <Badge variant="secondary">{t("profile.free")}</Badge>
        )}
      </div>
    </header>
  );
}
