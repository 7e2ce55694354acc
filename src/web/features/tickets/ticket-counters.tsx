import type { ticketCountersSchema } from "@shared/tickets";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useFormat } from "@/lib/format";
import { responseTime } from "./response-time";

/** STAT-14, STAT-19: open, in review, resolved, and the average time to support's first reply. */
export function TicketCounters({ counters }: { counters: z.infer<typeof ticketCountersSchema> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const average = responseTime(counters.average_first_response_minutes);
  const averageText =
    average === null
      ? t("tickets.counters.none")
      : average.unit === "lessThanMinute"
        ? t("tickets.counters.lessThanMinute")
        : t(`tickets.counters.${average.unit}`, { count: average.amount, value: format.number(average.amount) });
  const figures = [
    ["open", format.number(counters.open)],
    ["inReview", format.number(counters.in_progress)],
    ["resolved", format.number(counters.closed)],
    ["averageResponse", averageText],
  ] as const;
  return (
    <section aria-label={t("tickets.counters.label")}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-lg border bg-card p-4">
            <dt className="text-muted-foreground text-sm">{t(`tickets.counters.${key}`)}</dt>
            <dd className="mt-1 font-bold text-xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
