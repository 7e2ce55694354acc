import { Clock, GraduationCap, HeartPulse, Rocket } from "lucide-react";
import { useTranslation } from "react-i18next";

const benefits = [
  { key: "flexible", icon: Clock },
  { key: "learning", icon: GraduationCap },
  { key: "health", icon: HeartPulse },
  { key: "impact", icon: Rocket },
] as const;

/** 001 §2: what working here offers; static content, like the about page's. */
export function CareerBenefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="careers-benefits-title" className="flex flex-col gap-4">
      <h2 id="careers-benefits-title" className="font-bold text-2xl">
        {t("careersPage.benefits.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-2 rounded-xl border bg-card p-5">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h3 className="font-semibold">{t(`careersPage.benefits.${key}.title`)}</h3>
            <p className="text-muted-foreground text-sm leading-6">{t(`careersPage.benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
