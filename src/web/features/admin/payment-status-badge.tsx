import type { PaymentStatus } from "@shared/payments";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

const statusVariant: Record<PaymentStatus, "default" | "secondary" | "outline"> = {
  paid: "default",
  pending: "secondary",
  failed: "outline",
  refunded: "outline",
};

/** ADM-25, DESIGN d11: paid reads "success"; pending, failed and refunded as themselves. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={statusVariant[status]} className={status === "failed" ? "text-danger" : undefined}>
      <span className="sr-only">{t("admin.payments.fields.status")}: </span>
      {t(`admin.payments.statuses.${status}`)}
    </Badge>
  );
}
