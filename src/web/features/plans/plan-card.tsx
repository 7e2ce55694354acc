import { Check } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { planCardLineText } from "./comparison-text";
import type { PlanCardLine } from "./plan-card-lines";

type PlanCardProps = {
  name: string;
  /** A word above the name, such as the pricing page's "base". */
  label?: string;
  description: string;
  priceToman: number;
  popular?: boolean;
  /** A line under the price, such as the pricing page's saving. */
  note?: string;
  lines: PlanCardLine[];
  /** The card's button. */
  action: ReactNode;
};

/** One plan with its monthly price and the features the catalogue gives it; shared by /pricing and /subscriptions. */
export function PlanCard({ name, label, description, priceToman, popular, note, lines, action }: PlanCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        popular && "border-primary shadow-lg shadow-primary/10 ring-1 ring-primary/40 dark:border-accent-foreground/60",
      )}
    >
      {popular && <Badge className="-top-3 absolute inset-x-0 mx-auto w-fit shadow-sm">{t("plans.mostPopular")}</Badge>}
      <header className="flex flex-col gap-1.5">
        {label && <p className="font-medium text-muted-foreground text-sm">{label}</p>}
        <h2 id={titleId} className="font-extrabold text-2xl">
          {name}
        </h2>
        <p className="text-muted-foreground text-sm leading-relaxed">{description}</p>
      </header>
      <div className="flex flex-col gap-2">
        <p className="flex flex-col">
          <span className="font-extrabold text-2xl text-primary sm:text-3xl dark:text-accent-foreground">
            {format.toman(priceToman)}
          </span>
          <span className="text-muted-foreground text-sm">{t("plans.perMonth")}</span>
        </p>
        {note && (
          <Badge variant="secondary" className="w-fit">
            {note}
          </Badge>
        )}
      </div>
      <ul aria-label={t("plans.featuresOf", { plan: name })} className="flex flex-col gap-2.5 text-sm">
        {lines.map((line) => {
          const text = planCardLineText(line, t, format.locale);
          return (
            <li key={text} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              <span>{text}</span>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto pt-2">{action}</div>
    </article>
  );
}
