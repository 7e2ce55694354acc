import type { TicketStatus } from "@shared/tickets";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const statusVariant: Record<TicketStatus, "default" | "secondary" | "outline"> = {
  open: "default",
  in_progress: "secondary",
  closed: "outline",
};

/** A ticket's status as support names it: open, in progress or closed (001 §3). */
export function InboxTicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <Badge variant={statusVariant[status]}>{t(`adminSupport.tickets.statuses.${status}`)}</Badge>;
}
