import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** 000 §2: the closing call to action, for visitors (a signed-in user never sees the landing). */
export function ClosingCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-2xl bg-linear-to-br from-violet-800 to-fuchsia-800 px-6 py-12 text-center text-white shadow-xl">
        <h2 id="cta-title" className="font-extrabold text-3xl">
          {t("landing.cta.title")}
        </h2>
        <p className="text-violet-100">{t("landing.cta.subtitle")}</p>
        <Button asChild variant="luxury" size="lg">
          <Link to="/auth?tab=signup">{t("landing.cta.button")}</Link>
        </Button>
      </div>
    </section>
  );
}
