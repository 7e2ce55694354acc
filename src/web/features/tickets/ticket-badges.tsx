import type { Ticket } from "@shared/tickets";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const statusVariant: Record<Ticket["status"], "default" | "secondary" | "outline"> = {
  open: "default",
  in_progress: "secondary",
  closed: "outline",
};

/** STAT-20: open, in review (in_progress) or resolved (closed). */
export function TicketStatusBadge({ status }: { status: Ticket["status"] }) {
  const { t } = useTranslation();
  return <Badge variant={statusVariant[status]}>{t(`tickets.statuses.${status}`)}</Badge>;
}

/** STAT-17: low, medium or high; a high one stands out. */
export function TicketPriority({ priority }: { priority: Ticket["priority"] }) {
  const { t } = useTranslation();
  return (
    <span className={priority === "high" ? "font-bold text-danger" : undefined}>
      {t(`tickets.priorities.${priority}`)}
    </span>
  );
}
