import type { PostResults as Results } from "@shared/publishing";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";

/** Issue 19 "Results": buyers who opened the product from the post, its orders and their revenue. */
export function PostResults({ results }: { results: Results }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const items = [
    { key: "opens", value: format.number(results.opens) },
    { key: "orders", value: format.number(results.orders) },
    { key: "revenue", value: format.toman(results.revenue) },
  ] as const;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="font-semibold text-sm">
        {t("publishing.post.results.title")}
      </h3>
      <dl className="grid grid-cols-3 gap-2">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col gap-0.5 rounded-lg bg-muted/70 p-2 text-center">
            <dt className="text-muted-foreground text-xs">{t(`publishing.post.results.${item.key}`)}</dt>
            <dd className="font-bold text-sm">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
