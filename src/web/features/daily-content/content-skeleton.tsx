import { useTranslation } from "react-i18next";

const blocks = ["h-24", "h-40", "h-16", "h-20"] as const;

/** 000 §4: shown until the day's content has loaded. */
export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <span className="sr-only">{t("dailyContent.loading")}</span>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
        <div className="h-6 w-40 rounded-md bg-muted" />
        <div className="h-4 w-28 rounded-md bg-muted" />
        {blocks.map((height) => (
          <div key={height} className={`${height} rounded-lg bg-muted`} />
        ))}
      </div>
    </div>
  );
}
