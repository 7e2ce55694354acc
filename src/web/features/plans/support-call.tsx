import { Headset } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** 001 §2: a contact-support button to /support. */
export function SupportCall() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plans-support-title" className="flex flex-col items-center gap-3 text-center">
      <h2 id="plans-support-title" className="font-extrabold text-2xl">
        {t("subscriptions.support.title")}
      </h2>
      <p className="text-muted-foreground">{t("subscriptions.support.description")}</p>
      <Button asChild size="lg" variant="outline" className="mt-2">
        <Link to="/support">
          <Headset aria-hidden="true" />
          {t("subscriptions.support.button")}
        </Link>
      </Button>
    </section>
  );
}
