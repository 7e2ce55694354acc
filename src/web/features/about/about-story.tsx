import { Eye, Globe2, Languages, type LucideIcon, Scale, ShieldCheck, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { aboutValues } from "./about-facts";

const valueIcons: Record<(typeof aboutValues)[number], LucideIcon> = {
  honesty: Scale,
  persianFirst: Languages,
  privacy: ShieldCheck,
  availability: Globe2,
};

/** 001 §2: mission, vision and values. */
export function AboutStory() {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        {(["mission", "vision"] as const).map((part) => {
          const Icon = part === "mission" ? Target : Eye;
          return (
            <section key={part} aria-labelledby={`about-${part}-title`} className="rounded-xl border p-6">
              <h2 id={`about-${part}-title`} className="mb-3 flex items-center gap-2 font-bold text-xl">
                <Icon aria-hidden="true" className="size-5 text-primary dark:text-accent-foreground" />
                {t(`aboutPage.${part}.title`)}
              </h2>
              <p className="text-muted-foreground leading-8">{t(`aboutPage.${part}.text`)}</p>
            </section>
          );
        })}
      </div>
      <section aria-labelledby="about-values-title" className="flex flex-col gap-4">
        <h2 id="about-values-title" className="font-bold text-2xl">
          {t("aboutPage.values.title")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {aboutValues.map((value) => {
            const Icon = valueIcons[value];
            return (
              <li key={value}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden="true" className="size-6 text-primary dark:text-accent-foreground" />
                    <CardTitle>{t(`aboutPage.values.${value}.title`)}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-muted-foreground text-sm leading-7">{t(`aboutPage.values.${value}.text`)}</p>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
