import type { SentEmailStatus } from "@shared/sent-emails";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const variant: Record<SentEmailStatus, "default" | "secondary" | "outline"> = {
  delivered: "default",
  sending: "secondary",
  failed: "outline",
};

/** STAT-30: delivered, sending or failed. */
export function EmailStatusBadge({ status }: { status: SentEmailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={variant[status]} className={status === "failed" ? "border-danger text-danger" : undefined}>
      {t(`sentEmails.statuses.${status}`)}
    </Badge>
  );
}
