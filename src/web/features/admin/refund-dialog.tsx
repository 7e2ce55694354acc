import { TriangleAlert, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { apiErrorMessage } from "@/lib/api-error-message";
import { useFormat } from "@/lib/format";
import { useRefundPayment } from "./api/refund-payment";
import { ReasonForm } from "./reason-form";

/**
 * The refund action (000 §2 left it without one): a record, not a gateway call; the dialog says the money
 * goes back by hand and the plan days it bought that are not used yet are taken back (decision 015: an
 * earlier plan in a chain stays). The list, the figures and the record are read again.
 */
export function RefundDialog({ paymentId, name }: { paymentId: string; name: string }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const refund = useRefundPayment();
  const [open, setOpen] = useState(false);

  async function submit(reason: string) {
    try {
      await refund.mutateAsync({ id: paymentId, reason });
      toast.success(t("admin.payments.refund.done", { payment: name }));
      setOpen(false);
    } catch (error) {
      toast.error(t("admin.payments.refund.failed"), { description: apiErrorMessage(t, error, locale) });
      throw error;
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t("admin.payments.refund.openNamed", { payment: name })}
          className="text-danger hover:text-danger"
        >
          <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
          {t("admin.payments.refund.open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("admin.payments.refund.cancel")}>
        <DialogHeader>
          <DialogTitle>
            {/* The reference is never split over two lines (REF- on one, its digits on the next). */}
            {t("admin.payments.refund.title")} <span className="whitespace-nowrap">{name}</span>
          </DialogTitle>
          <DialogDescription className="flex items-start gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-500" />
            {t("admin.payments.refund.note")}
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          id={`refund-reason-${paymentId}`}
          label={t("admin.payments.refund.reason")}
          cancelLabel={t("admin.payments.refund.cancel")}
          submitLabel={t("admin.payments.refund.confirm")}
          onSubmit={submit}
        />
      </DialogContent>
    </Dialog>
  );
}
