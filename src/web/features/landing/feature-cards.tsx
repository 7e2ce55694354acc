import { Bot, CalendarDays, CreditCard, MessagesSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const features = [
  { key: "aiChat", icon: MessagesSquare },
  { key: "dailyContent", icon: CalendarDays },
  { key: "bots", icon: Bot },
  { key: "plans", icon: CreditCard },
] as const;

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mb-10 text-center">
        <h2 id="features-title" className="font-extrabold text-3xl">
          {t("landing.features.title")}
        </h2>
        <p className="mt-3 text-muted-foreground">{t("landing.features.subtitle")}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Card className="h-full transition-shadow hover:shadow-md">
              <CardHeader>
                <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle>{t(`landing.features.${key}.title`)}</CardTitle>
                <CardDescription>{t(`landing.features.${key}.description`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
