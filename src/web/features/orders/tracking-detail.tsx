import type { OrderTracking } from "@shared/tracking";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import "./tracking-catalog";

/** Issue 36: a shipped order's carrier and code, the code a link to the carrier's tracking page where it has one. */
export function TrackingDetail({ tracking }: { tracking: OrderTracking }) {
  const { t } = useTranslation();
  const format = useFormat();
  const carrier = t(`tracking.carriers.${tracking.carrier}`);
  // A long run of digits (Iran Post's 24) reads in fours, as the post's receipt prints it.
  const grouped = /^\d{8,}$/.test(tracking.code) ? (tracking.code.match(/.{1,4}/g) ?? []).join(" ") : tracking.code;
  const code = format.digits(grouped);
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="shrink-0 text-muted-foreground">{t("orders.fields.tracking")}:</dt>
      <dd className="wrap-anywhere grid min-w-0 justify-items-start">
        {tracking.carrier !== "other" && <span>{carrier}</span>}
        {tracking.url ? (
          <a
            href={tracking.url}
            target="_blank"
            rel="noreferrer"
            dir="ltr"
            className="inline-block font-mono text-primary underline underline-offset-2"
          >
            {code}
            <span className="sr-only"> ({t("tracking.trackLink", { carrier })})</span>
          </a>
        ) : (
          <span dir="ltr" className="inline-block font-mono">
            {code}
          </span>
        )}
      </dd>
    </div>
  );
}
