import type { OrderTracking } from "@shared/tracking";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import "./tracking-catalog";

/** Issue 36: a shipped order's carrier and code, the code a link to the carrier's tracking page where it has one. */
export function TrackingDetail({ tracking }: { tracking: OrderTracking }) {
  const { t } = useTranslation();
  const format = useFormat();
  const carrier = t(`tracking.carriers.${tracking.carrier}`);
  const code = format.digits(tracking.code);
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="shrink-0 text-muted-foreground">{t("orders.fields.tracking")}:</dt>
      <dd className="wrap-anywhere min-w-0">
        {tracking.carrier !== "other" && <>{carrier} · </>}
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
