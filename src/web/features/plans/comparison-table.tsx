import { type ComparisonValue, comparisonTable, paidPlans } from "@shared/plans";
import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { comparisonCategoryText, comparisonFeatureText, comparisonValueText } from "./comparison-text";

// On a phone the table scrolls sideways; the feature names stay in view.
const stickyStart = "sticky start-0 z-10 w-36 border-e bg-card p-3 text-start sm:w-1/3";

/** 001 §3 comparison table: a category per row group, a plan per column, every label from the catalogue. */
export function ComparisonTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const popular = (column: number) => paidPlans[column]?.popular && "bg-primary/5 dark:bg-primary/15";
  return (
    <div className="relative w-full overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[30rem] border-collapse text-sm sm:table-fixed">
        <caption className="sr-only">{t("plans.compare.title")}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={cn(stickyStart, "font-bold")}>
              {t("plans.compare.feature")}
            </th>
            {paidPlans.map((plan, column) => (
              <th key={plan.id} scope="col" className={cn("p-3 text-center font-bold text-base", popular(column))}>
                {plan.name[format.locale]}
              </th>
            ))}
          </tr>
        </thead>
        {comparisonTable.map((category) => (
          <tbody key={category.category}>
            <tr className="border-b bg-muted/60">
              <th scope="rowgroup" colSpan={paidPlans.length + 1} className="p-3 text-start font-bold">
                {comparisonCategoryText(category.category, t)}
              </th>
            </tr>
            {category.rows.map((row) => (
              <tr key={row.feature} className="border-b last:border-b-0">
                <th scope="row" className={cn(stickyStart, "font-normal")}>
                  {comparisonFeatureText(row.feature, t)}
                </th>
                {row.values.map((value, column) => (
                  <td key={paidPlans[column]?.id ?? column} className={cn("p-3 text-center", popular(column))}>
                    <ComparisonCell value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function ComparisonCell({ value }: { value: ComparisonValue }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = comparisonValueText(value, t, format.locale);
  if (value.kind === "key" && (value.key === "yes" || value.key === "no")) {
    const Icon = value.key === "yes" ? Check : Minus;
    return (
      <>
        <Icon
          aria-hidden="true"
          className={cn(
            "mx-auto size-4",
            value.key === "yes" ? "text-emerald-600 dark:text-emerald-400" : "text-muted-foreground",
          )}
        />
        <span className="sr-only">{text}</span>
      </>
    );
  }
  return <span>{text}</span>;
}
