import { ArrowLeft, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(ellipse_at_top,--theme(--color-violet-500/25%),transparent_60%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <Badge variant="outline" className="gap-2 px-4 py-1.5 text-sm">
          <Sparkles aria-hidden="true" className="size-4 text-amber-500 dark:text-gold" />
          {t("landing.hero.badge")}
        </Badge>
        <h1
          id="hero-title"
          className="bg-linear-to-l from-violet-700 via-fuchsia-700 to-amber-600 bg-clip-text font-extrabold text-4xl text-transparent leading-tight sm:text-6xl dark:from-violet-300 dark:via-fuchsia-300 dark:to-amber-200"
        >
          {t("landing.hero.title")}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground leading-relaxed">{t("landing.hero.subtitle")}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild variant="hero" size="lg">
            {/* A new visitor: the sign-up tab, as the header's "Sign up" opens it. */}
            <Link to="/auth?tab=signup">
              {t("landing.hero.startFree")}
              <ArrowLeft aria-hidden="true" className="ltr:rotate-180" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/pricing">{t("landing.hero.viewPrices")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
