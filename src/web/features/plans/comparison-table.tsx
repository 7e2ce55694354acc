import { type ComparisonValue, comparisonTable, paidPlans } from "@shared/plans";
import { ArrowRight, Check, Minus } from "lucide-react";
import { type UIEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/class-names";
import { useFormat } from "@/lib/format";
import { comparisonCategoryText, comparisonFeatureText, comparisonValueText } from "./comparison-text";

// On a phone the table scrolls sideways; the feature names stay in view.
const stickyStart = "sticky start-0 z-10 w-36 border-e bg-card p-3 text-start sm:w-1/3";

/** Whether a sideways scroller shows its last column (scrollLeft runs negative in right-to-left pages). */
const scrolledToEnd = (scroller: HTMLElement) =>
  Math.abs(scroller.scrollLeft) + scroller.clientWidth >= scroller.scrollWidth - 1;

/** 001 §3 comparison table: a category per row group, a plan per column, every label from the catalogue. */
export function ComparisonTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const popular = (column: number) => paidPlans[column]?.popular && "bg-primary/5 dark:bg-primary/15";
  const [atEnd, setAtEnd] = useState(false);
  const onScroll = (event: UIEvent<HTMLElement>) => setAtEnd(scrolledToEnd(event.currentTarget));
  return (
    <div className="flex w-full flex-col gap-2">
      {/* The table is wider than a phone (min-w-[30rem]): say so, and fade its hidden edge. */}
      <p className="flex items-center justify-center gap-1.5 text-muted-foreground text-sm sm:hidden">
        {t("plans.compare.scrollHint")}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </p>
      <div className="relative">
        {/* `relative`: the screen-reader texts in the cells are placed against the scroller, not beyond the page. */}
        <section
          aria-label={t("plans.compare.scrollRegion")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          onScroll={onScroll}
          className="relative w-full overflow-x-auto rounded-xl border bg-card focus-visible:outline-2 focus-visible:outline-ring"
        >
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
        </section>
        {!atEnd && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px end-px w-10 rounded-e-xl bg-linear-to-l from-card to-transparent sm:hidden rtl:bg-linear-to-r"
          />
        )}
      </div>
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
