import { brand } from "@shared/brand";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useLanguage } from "@/i18n/use-language";
import { useAuth } from "@/lib/auth/auth-context";
import { ClosingCallToAction } from "./closing-call-to-action";
import { FeatureCards } from "./feature-cards";
import { HeroSection } from "./hero-section";
import { StatsSection } from "./stats-section";

export function LandingPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { user, loading } = useAuth();

  // 000 §2: the product's name is on screen while the session loads.
  if (loading) {
    return (
      <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-lg">
        <Spinner className="size-8 text-primary dark:text-accent-foreground" />
        {t("common.loadingProduct", { name: brand.name[locale] })}
      </div>
    );
  }
  if (user) return <Navigate replace to="/dashboard" />;

  return (
    <>
      <HeroSection />
      <StatsSection />
      <FeatureCards />
      <ClosingCallToAction />
    </>
  );
}
