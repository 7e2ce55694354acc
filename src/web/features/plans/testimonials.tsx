import { Quote } from "lucide-react";
import { useTranslation } from "react-i18next";

// 001 §3: the testimonials are static marketing content.
const people = ["sara", "reza", "negar"] as const;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="plans-testimonials-title" className="flex flex-col gap-6">
      <h2 id="plans-testimonials-title" className="text-center font-extrabold text-2xl">
        {t("subscriptions.testimonials.title")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {people.map((person) => (
          <li key={person}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-6 text-primary/60 dark:text-accent-foreground/70" />
              <blockquote className="flex-1 leading-relaxed">
                {t(`subscriptions.testimonials.${person}.quote`)}
              </blockquote>
              <figcaption className="flex flex-col">
                <span className="font-bold">{t(`subscriptions.testimonials.${person}.name`)}</span>
                <span className="text-muted-foreground text-sm">{t(`subscriptions.testimonials.${person}.role`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
